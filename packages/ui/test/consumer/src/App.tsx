import { HOME_BANNER_SLIDES } from '@wtkit/domain';
import { BannerCarousel, type BannerCarouselSlide } from '@wtkit/ui';
// A component's own entry point, as an embedding site importing only what it shows would.
import { ProductCard } from '@wtkit/ui/ProductCard';
import { RouterProvider } from 'react-aria-components';

const image =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#0a5ca8"/></svg>',
  );

export const slides: BannerCarouselSlide[] = HOME_BANNER_SLIDES.map((slide, i) => ({
  ...slide,
  image,
  imageAlt: slide.title ? '' : `Banner ${i + 1}`,
}));

export function App({ navigate }: { navigate: (href: string) => void }) {
  return (
    <RouterProvider navigate={navigate}>
      <main>
        <BannerCarousel slides={slides} defaultRotating={false} />
        <div style={{ width: 240 }}>
          <ProductCard
            product={{ _id: 'p1', name: 'Sediment Pre-Filter', price: 14.99, imageUrl: image }}
            href="/product/p1"
          />
        </div>
      </main>
    </RouterProvider>
  );
}
