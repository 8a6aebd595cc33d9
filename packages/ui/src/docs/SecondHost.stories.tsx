import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useLayoutEffect, useState } from 'react';
import { expect, fn, screen, within } from 'storybook/test';
import '../../test/consumer/src/theme.css';
import '../../test/consumer/src/shop.css';
import {
  featured,
  cartItem as hostCartItem,
  featuredImages as hostFeaturedImages,
  products as hostProducts,
  photoDataUrl,
  shopper,
} from '../../test/consumer/src/catalogue';
import { esMessages, esStrings } from '../../test/consumer/src/esStrings';
import { Button } from '../Button/Button.js';
import { CartLine } from '../CartLine/CartLine.js';
import { useDefaultNavItems } from '../NavLinks/NavLinks.js';
import { ProductGallery } from '../ProductGallery/ProductGallery.js';
import { ProductGrid } from '../ProductGrid/ProductGrid.js';
import { SiteHeader } from '../SiteHeader/SiteHeader.js';
import type { WtkitStringOverrides } from '../strings/types.js';
import { WtkitProvider } from '../strings/WtkitProvider.js';
import { TrackerDialog } from '../TrackerDialog/TrackerDialog.js';

/*
 * The second host, "Agua Clara" (the consumer fixture in test/consumer, which installs the kit
 * from its packed tarballs): its Spanish catalogue, dark theme, products and page layout, read
 * from the fixture's files, around the kit's components from source.
 */

const strings: WtkitStringOverrides = esStrings;

/**
 * The host's photos, its server's files drawn inline: a story has no server behind it. (Chromium
 * shows the widest of inline candidates, so the consumer check, not this story, shows which
 * width a layout fetches.)
 */
function inline<T extends { url: string; variants: { url: string }[] }>(image: T): T {
  return {
    ...image,
    url: photoDataUrl(image.url),
    variants: image.variants.map((variant) => ({ ...variant, url: photoDataUrl(variant.url) })),
  };
}
const inlineProduct = <P extends (typeof hostProducts)[number]>(product: P): P => {
  const images = product.images.map(inline);
  return { ...product, imageUrl: images[0]?.url ?? '', images };
};
const products = hostProducts.map(inlineProduct);
const featuredImages = hostFeaturedImages.map(inline);
const cartItem = { ...hostCartItem, product: inlineProduct(hostCartItem.product) };

/**
 * The host's theme class on the page's root while the story shows: the tracker dialog renders
 * in a portal on <body>, outside the story, and takes the theme from there too.
 */
function AguaClaraPage({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const lang = root.lang;
    root.classList.add('agua');
    root.lang = 'es';
    return () => {
      root.classList.remove('agua');
      root.lang = lang;
    };
  }, []);
  return <>{children}</>;
}

function Shop({ trackerOpen = false }: { trackerOpen?: boolean }) {
  const [isTrackerOpen, setTrackerOpen] = useState(trackerOpen);
  const [quantity, setQuantity] = useState(cartItem.quantity);
  return (
    <>
      <SiteHeader
        logo={<span className="agua-logo">Agua Clara</span>}
        items={useDefaultNavItems()}
        currentPath="/products"
        user={shopper}
        cartCount={quantity}
        onSearch={fn()}
        onLogOut={fn()}
      />
      <main className="agua-main">
        <h1>Sistemas de filtración</h1>
        <ProductGrid products={products} label="Sistemas de filtración" headingLevel={2} />
        <section className="agua-section" aria-labelledby="agua-featured">
          <h2 id="agua-featured">{featured.name}</h2>
          <div className="agua-featured">
            <ProductGallery name={featured.name} images={featuredImages} />
            <div className="agua-featured-text">
              <p>
                Cuatro etapas de filtración para el agua de beber y de cocinar, con su grifo propio.
              </p>
              <Button onPress={() => setTrackerOpen(true)}>Registrar mi sistema</Button>
            </div>
          </div>
        </section>
        <section className="agua-section" aria-labelledby="agua-cart">
          <h2 id="agua-cart">Su carrito</h2>
          <CartLine
            item={{ ...cartItem, quantity }}
            href={`/product/${cartItem.product._id}`}
            onQuantityChange={setQuantity}
            onRemove={fn()}
          />
        </section>
      </main>
      <TrackerDialog
        isOpen={isTrackerOpen}
        onOpenChange={setTrackerOpen}
        filterType="undersink"
        productName={featured.name}
        onSave={() => setTrackerOpen(false)}
      />
    </>
  );
}

const meta = {
  title: 'Copy and locales/Second host',
  component: Shop,
  // The theme goes on the page's root: one story at a time, not side by side on a docs page.
  tags: ['!autodocs'],
  decorators: [
    (Story) => (
      <AguaClaraPage>
        <WtkitProvider strings={strings} messages={esMessages} locale="es-US">
          <Story />
        </WtkitProvider>
      </AguaClaraPage>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Shop>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The whole kit under the second host's theme and Spanish copy: header, product grid, gallery,
 * cart line, and the tracker dialog open over them.
 */
export const WholeKit: Story = {
  args: { trackerOpen: true },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Datos del producto' }));
    await expect(dialog.getByRole('textbox', { name: 'Nombre del seguimiento' })).toHaveFocus();
    await expect(dialog.getByRole('radio', { name: 'Correo electrónico' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Red municipal' })).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Guardar datos' })).toBeVisible();
    // The dialog is themed too, though it renders outside the story.
    const surface = getComputedStyle(
      screen.getByRole('dialog', { name: 'Datos del producto' }).closest('.wt-Modal') ??
        document.body,
    ).backgroundColor;
    await expect(surface).toBe('rgb(16, 22, 29)');
  },
};

/** The shop's page before the dialog opens: every name in Spanish, the theme's colours and type. */
export const ShopPage: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('navigation', { name: 'Principal' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Productos' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Carrito, 2 artículos' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Sistemas de filtración' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Imagen siguiente' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ver imagen 2 de 3' })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: `Quitar ${cartItem.product.name}` }),
    ).toBeVisible();
    const price = canvasElement.querySelector('.wt-ProductCard-price');
    await expect(price && getComputedStyle(price).color).toBe('rgb(245, 165, 36)');
    await expect(price && getComputedStyle(price).fontFamily).toMatch(/^"DejaVu Serif"/);

    await userEvent.click(canvas.getByRole('button', { name: 'Registrar mi sistema' }));
    await expect(await screen.findByRole('dialog', { name: 'Datos del producto' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
  },
};
