import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { esMessages, esStrings } from '../../test/consumer/src/esStrings';
import { CartLine } from '../CartLine/CartLine.js';
import { sampleUser } from '../fixtures/layout.js';
import { sampleCartItems } from '../fixtures/orders.js';
import { sampleProducts } from '../fixtures/products.js';
import { useDefaultNavItems } from '../NavLinks/NavLinks.js';
import { OrderSummary } from '../OrderSummary/OrderSummary.js';
import { ProductCard } from '../ProductCard/ProductCard.js';
import { SiteHeader } from '../SiteHeader/SiteHeader.js';
import { desktop } from '../storybook/widths.js';
import type { MessageOverrides, WtkitStringOverrides } from './types.js';
import { WtkitProvider } from './WtkitProvider.js';

const product = sampleProducts[0] ?? { _id: 'p1', name: 'Product', price: 1 };
const line = sampleCartItems[1] ?? { product: null, quantity: 1 };

/**
 * A Spanish-speaking shop's words for the parts of the kit this story shows (the second host's
 * texts, section by section): what it leaves out keeps the kit's defaults.
 */
const spanish = {
  layout: esStrings.layout,
  product: { edit: esStrings.product.edit },
  cart: esStrings.cart,
} satisfies WtkitStringOverrides;

const messages = { tracker: esMessages.tracker } satisfies MessageOverrides;

/** The parts of a shop the stories show, in a frame marked with the page's language. */
function Shop({ lang = 'es-US' }: { lang?: string }) {
  return (
    <div lang={lang} style={{ display: 'grid', gap: '1.5rem' }}>
      <SiteHeader
        logo={<span>Agua Pura</span>}
        items={useDefaultNavItems()}
        currentPath="/"
        user={sampleUser}
        cartCount={3}
        onSearch={fn()}
        onLogOut={fn()}
      />
      <div style={{ width: 260 }}>
        <ProductCard product={product} mode="edit" href={`/product/${product._id}/edit`} />
      </div>
      <CartLine item={line} onQuantityChange={fn()} onRemove={fn()} />
      <OrderSummary items={sampleCartItems} />
    </div>
  );
}

const meta = {
  title: 'Copy and locales/WtkitProvider',
  component: WtkitProvider,
  args: { locale: 'es-US', currency: 'USD', strings: spanish, messages, children: null },
  render: (args) => (
    <WtkitProvider {...args}>
      <Shop />
    </WtkitProvider>
  ),
  decorators: [desktop],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof WtkitProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The header, a product card, a cart line and the order summary in Spanish: the host's texts
 * replace the kit's, the ones it leaves out keep their defaults, and react-aria's own labels
 * (the quantity stepper's buttons) follow the locale.
 */
export const Spanish: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Principal' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Inicio' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Kit de análisis' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Buscar' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: `Cuenta de ${sampleUser.name}` })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Carrito, 3 artículos' })).toBeVisible();

    await expect(
      canvas.getByRole('link', { name: `Editar producto: ${product.name}` }),
    ).toBeVisible();

    const name = line.product?.name ?? '';
    await expect(canvas.getByRole('button', { name: `Quitar ${name}` })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: `Cantidad de ${name}` })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: `Aumentar Cantidad de ${name}` }),
    ).toBeVisible();

    await expect(canvas.getByRole('heading', { name: 'Resumen del pedido' })).toBeVisible();
    await expect(canvas.getAllByText('Se calcula al pagar')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Ir a pagar' })).toBeVisible();
  },
};

/** Without a provider the same components keep the kit's US English. */
export const Defaults: Story = {
  render: () => <Shop lang="en-US" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Shopping Cart, 3 items' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Increase/ })).toBeVisible();
  },
};
