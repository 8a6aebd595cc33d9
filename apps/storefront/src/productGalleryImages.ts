import type { ProductDetail } from '@wtkit/api-client';

type ShownImages = Pick<ProductDetail, 'imageUrl'> &
  Partial<Pick<ProductDetail, 'images' | 'imageUrls'>>;

/**
 * What the product page's gallery shows: the API's `images` (each with its variants) when it sent
 * them, else the stored URLs. The page and its head's preload both take it from here.
 */
export function productGalleryImages(product: ShownImages) {
  return product.images?.length
    ? product.images
    : [product.imageUrl, ...(product.imageUrls ?? [])].filter((url) => Boolean(url));
}
