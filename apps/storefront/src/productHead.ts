import type { ProductDetail } from '@wtkit/api-client';
import { breadcrumbJsonLd, type Crumb, productJsonLd, summarize, toCents } from '@wtkit/domain';
import { gallerySizes, type ImagePreload, type ImageSource, imagePreload } from '@wtkit/ui';
import { company } from './config';
import { LISTINGS } from './listings';
import { HOME_CRUMB, pageTitle, type RouteHead, SHOP_DESCRIPTION } from './pageHead';
import { productGalleryImages } from './productGalleryImages';

// Apart from the other pages' heads: only the product page's module carries the product's
// structured data and its gallery's sizes.

/** A product page's head; in the browser the page may open before its product has arrived. */
export function productPageHead(
  id: string,
  product: ProductDetail | undefined,
  baseUrl: string,
): RouteHead {
  if (!product)
    return {
      meta: {
        title: pageTitle('Product'),
        description: SHOP_DESCRIPTION,
        canonicalPath: `/product/${encodeURIComponent(id)}`,
      },
    };
  const path = `/product/${encodeURIComponent(product._id)}`;
  const [listingPage, listing] = Object.entries(LISTINGS).find(
    ([, entry]) => entry.category === product.category,
  ) ?? ['products', LISTINGS.products];
  const trail: Crumb[] = [HOME_CRUMB];
  if (listing) trail.push({ name: listing.title, path: `/${listingPage}` });
  trail.push({ name: product.name, path });
  return {
    meta: {
      title: pageTitle(product.name),
      description: summarize(product.description || `${product.name} from ${company.name}.`),
      canonicalPath: path,
      image: product.imageUrl || undefined,
      type: 'product',
      priceCents: toCents(product.price),
      jsonLd: [productJsonLd(product, baseUrl, path), breadcrumbJsonLd(trail, baseUrl)],
    },
    preloadImage: galleryPreload(product),
  };
}

/** The gallery's first image, as the page shows it. */
function galleryPreload(product: ProductDetail): ImagePreload | undefined {
  const first = productGalleryImages(product)[0];
  if (!first) return undefined;
  const image: ImageSource = typeof first === 'string' ? { url: first } : first;
  return imagePreload(image, gallerySizes(image.variants));
}
