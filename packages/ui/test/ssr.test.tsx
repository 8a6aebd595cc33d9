// @vitest-environment node
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { homeBannerSlides } from '../src/fixtures/banner.js';
import { sampleAdmin, sampleCompany } from '../src/fixtures/layout.js';
import { pendingOrder, sampleCartItems } from '../src/fixtures/orders.js';
import { sampleProducts } from '../src/fixtures/products.js';
import { NOW, sampleTracked } from '../src/fixtures/tracker.js';
import * as ui from '../src/index.js';

const noop = () => {};

/**
 * The whole HTML once every Suspense boundary has resolved, as a streaming server renders it:
 * delete mode's checkbox card is loaded on first use, which renderToString leaves to the client.
 */
async function renderComplete(element: ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/** Every component with typical props: none may touch window or document while rendering. */
const cases: Array<[string, () => ReactElement, string | null]> = [
  ['BannerCarousel', () => <ui.BannerCarousel slides={homeBannerSlides} />, 'Go to slide 4'],
  ['ProductGrid', () => <ui.ProductGrid products={sampleProducts} label="All" />, '$449.99'],
  [
    'ProductGrid delete',
    () => <ui.ProductGrid products={sampleProducts} label="All" mode="delete" />,
    'checkbox',
  ],
  ['ProductRail', () => <ui.ProductRail products={sampleProducts} />, 'Most ordered'],
  [
    'WtkitProvider',
    () => (
      <ui.WtkitProvider locale="es-US" strings={{ cart: { orderSummary: 'Resumen del pedido' } }}>
        <ui.OrderSummary items={sampleCartItems} />
      </ui.WtkitProvider>
    ),
    'Resumen del pedido',
  ],
  ['TdsChecker', () => <ui.TdsChecker status="ready" rawTds={100} checkedZip="75201" />, '251'],
  [
    'ProductGallery',
    () => <ui.ProductGallery name="Filter" images={['/a.png', '/b.png']} />,
    'Show image 2 of 2',
  ],
  ['QuantityStepper', () => <ui.QuantityStepper />, 'Quantity'],
  ['AddToCartButton', () => <ui.AddToCartButton status="success" />, 'Item added to cart!'],
  [
    'CartLine',
    () => <ui.CartLine item={sampleCartItems[0] ?? { product: null, quantity: 1 }} />,
    '$449.99',
  ],
  ['OrderSummary', () => <ui.OrderSummary items={sampleCartItems} />, 'Calculated at checkout'],
  ['CartState', () => <ui.CartState state="empty" />, 'Your Cart is Empty'],
  [
    'OrderCard',
    () => <ui.OrderCard order={pendingOrder} onMarkDelivered={noop} />,
    'Mark as Delivered',
  ],
  [
    'TrackedFilterCard',
    () => <ui.TrackedFilterCard tracked={sampleTracked} now={NOW} onDelete={noop} />,
    '7 month(s)',
  ],
  // Modal dialogs render in a portal on the client only: nothing on the server, and no error.
  [
    'TrackerDialog',
    () => <ui.TrackerDialog defaultOpen filterType="undersink" onSave={noop} />,
    null,
  ],
  ['SignInForm', () => <ui.SignInForm onSubmit={noop} />, 'Forgot your password?'],
  ['SignUpForm', () => <ui.SignUpForm onSubmit={noop} />, 'I already have an account'],
  ['SettingsForm', () => <ui.SettingsForm onSubmit={noop} />, 'Save Settings'],
  ['ContactForm', () => <ui.ContactForm onSubmit={noop} />, 'Subject'],
  ['ShippingForm', () => <ui.ShippingForm onSubmit={noop} />, 'Save Shipping Details'],
  [
    'VerificationCodeForm',
    () => <ui.VerificationCodeForm type="email" onSubmit={noop} />,
    'Verify Your Email',
  ],
  [
    'ProductForm',
    () => <ui.ProductForm onSubmit={noop} upload={{ status: 'uploading', percent: 30 }} />,
    'Uploading 30%',
  ],
  [
    'ProductForm with extra images',
    () => (
      <ui.ProductForm
        mode="edit"
        onSubmit={noop}
        defaultValues={{ imageUrls: ['/extra-1.png', '/extra-2.png'] }}
      />
    ),
    'Remove extra image 2',
  ],
  [
    'SiteHeader',
    () => (
      <ui.SiteHeader
        logo="Shop"
        items={ui.defaultNavItems({ isAdmin: true })}
        user={sampleAdmin}
        cartCount={2}
        onSearch={noop}
      />
    ),
    'Shopping Cart, 2 items',
  ],
  ['EmailVerificationBanner', () => <ui.EmailVerificationBanner />, 'click here to verify.'],
  ['SiteFooter', () => <ui.SiteFooter company={sampleCompany} isSignedIn />, '© 2025'],
  ['AdminActions', () => <ui.AdminActions listingPath="/products" />, '/products/delete'],
  [
    'ToastRegion',
    () => (
      <ui.ToastRegion toasts={[{ id: 't', tone: 'success', message: 'Saved' }]} onDismiss={noop} />
    ),
    'Saved',
  ],
];

describe('server rendering', () => {
  it('imports without a DOM', () => {
    expect(typeof globalThis.window).toBe('undefined');
    expect(typeof globalThis.document).toBe('undefined');
    expect(ui.BannerCarousel).toBeTypeOf('function');
  });

  it('renders the carousel with its accessible structure', () => {
    const html = renderToString(<ui.BannerCarousel slides={homeBannerSlides} />);
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('aria-label="1 of 4"');
    expect(html).toContain('Stop slide rotation');
  });

  it.each(cases)('renders %s', async (_name, element, text) => {
    const html = await renderComplete(element());
    if (text === null) expect(html).toBe('');
    else expect(html).toContain(text);
  });
});
