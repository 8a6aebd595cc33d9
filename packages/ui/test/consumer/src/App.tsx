import {
  Button,
  CartLine,
  type MessageOverrides,
  ProductGallery,
  ProductGrid,
  SiteHeader,
  useDefaultNavItems,
  WtkitProvider,
  type WtkitStringOverrides,
} from '@wtkit/ui';
// A component's own entry point, as an embedding site importing only what it shows would.
import { TrackerDialog } from '@wtkit/ui/TrackerDialog';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { cartItem, featured, featuredImages, products, shopper } from './catalogue.js';
import { esMessages, esStrings } from './esStrings.js';

/** The Spanish catalogue, typed as the kit's overrides: every text keeps its placeholders. */
export const strings: WtkitStringOverrides = esStrings;
export const messages: MessageOverrides = esMessages;

function Shop() {
  const [isTrackerOpen, setTrackerOpen] = useState(false);
  const [quantity, setQuantity] = useState(cartItem.quantity);
  return (
    <>
      <SiteHeader
        logo={<span className="agua-logo">Agua Clara</span>}
        items={useDefaultNavItems()}
        currentPath="/products"
        user={shopper}
        cartCount={quantity}
        onSearch={() => {}}
        onLogOut={() => {}}
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
            onRemove={() => {}}
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

/** Agua Clara: a second shop front on the kit, in Spanish, under its own dark theme. */
export function App({ navigate }: { navigate: (href: string) => void }) {
  return (
    <RouterProvider navigate={navigate}>
      <WtkitProvider strings={strings} messages={messages} locale="es-US">
        <Shop />
      </WtkitProvider>
    </RouterProvider>
  );
}
