import { absoluteUrl } from './pageMeta.js';

const CONTEXT = 'https://schema.org';

export interface ProductForStructuredData {
  _id: string;
  name: string;
  description: string;
  sku?: string;
  /** Dollars with two decimals, as the API answers. */
  price: number;
  stock: number;
  imageUrl: string;
  imageUrls?: readonly string[];
}

/** schema.org `Product` with its `Offer`: price in USD, availability from stock, the page's URL. */
export function productJsonLd(product: ProductForStructuredData, baseUrl: string, path: string) {
  const url = absoluteUrl(baseUrl, path);
  const images = [product.imageUrl, ...(product.imageUrls ?? [])]
    .filter((image) => image !== '')
    .map((image) => absoluteUrl(baseUrl, image));
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    ...(product.sku ? { sku: product.sku } : {}),
    ...(images.length ? { image: images } : {}),
    url,
    offers: {
      '@type': 'Offer',
      price: product.price.toFixed(2),
      priceCurrency: 'USD',
      availability:
        product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url,
    },
  };
}

export interface Crumb {
  name: string;
  path: string;
}

/** schema.org `BreadcrumbList`: the trail from the home page to this page, positions from 1. */
export function breadcrumbJsonLd(trail: readonly Crumb[], baseUrl: string) {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(baseUrl, crumb.path),
    })),
  };
}

export interface ShopIdentity {
  name: string;
  logoPath?: string;
  phone?: string;
  email?: string;
  sameAs?: readonly string[];
}

/** schema.org `Organization`: who runs the shop, for the home page. */
export function organizationJsonLd(shop: ShopIdentity, baseUrl: string) {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: shop.name,
    url: absoluteUrl(baseUrl, '/'),
    ...(shop.logoPath ? { logo: absoluteUrl(baseUrl, shop.logoPath) } : {}),
    ...(shop.phone || shop.email
      ? {
          contactPoint: {
            '@type': 'ContactPoint',
            contactType: 'customer service',
            ...(shop.phone ? { telephone: shop.phone } : {}),
            ...(shop.email ? { email: shop.email } : {}),
          },
        }
      : {}),
    ...(shop.sameAs?.length ? { sameAs: [...shop.sameAs] } : {}),
  };
}

/** schema.org `WebSite` with a `SearchAction` on the listing's search (`/products?q=`). */
export function webSiteJsonLd(shopName: string, baseUrl: string) {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: shopName,
    url: absoluteUrl(baseUrl, '/'),
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${absoluteUrl(baseUrl, '/products')}?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}
