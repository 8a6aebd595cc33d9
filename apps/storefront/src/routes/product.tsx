import type { QueryClient } from '@tanstack/react-query';
import { isApiError, type ProductDetail, type Queries } from '@wtkit/api-client';
import { breadcrumbJsonLd, type Crumb, productJsonLd, summarize, toCents } from '@wtkit/domain';
import { gallerySizes, type ImagePreload, type ImageSource, imagePreload } from '@wtkit/ui';
import { preload } from 'react-dom';
import {
  data,
  type LoaderFunctionArgs,
  type MetaArgs,
  useLoaderData,
  useParams,
} from 'react-router';
import { queries, queryClient } from '../apiClient';
import { company } from '../config';
import { LISTINGS } from '../listings';
import { HOME_CRUMB, pageTitle, type RouteHead, SHOP_DESCRIPTION } from '../pageHead';
import { routeMeta } from '../pageMeta';
import { pageQueries } from '../pageQueries';
import ProductPage from '../pages/ProductPage';
import { RouteError } from '../pages/RouteError';
import { productGalleryImages } from '../productGalleryImages';

const notFound = () => data(null, { status: 404, statusText: 'Not Found' });

/** The page's product through `client`'s cache; an unknown or deleted product is a 404. */
async function fetchProduct(client: QueryClient, options: ReturnType<Queries['getProduct']>) {
  try {
    return (await client.fetchQuery(options)).data as ProductDetail;
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) throw notFound();
    throw error;
  }
}

/** The status of the page follows its product. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  if (!params.id) throw notFound();
  const product = await fetchProduct(context.queryClient, context.queries.getProduct(params.id));
  return { product, queries: pageQueries(context.queryClient) };
}

/**
 * In the browser a cached product opens at once (and is refreshed if stale); any other waits for
 * its one request, so the page and its head (`meta` reads loader data only) arrive together.
 * `/product` with no id shows the product its navigation's state carries.
 */
export async function clientLoader({ params }: LoaderFunctionArgs) {
  if (!params.id) return { product: undefined };
  const options = queries.getProduct(params.id);
  const cached = queryClient.getQueryData(options.queryKey)?.data as ProductDetail | undefined;
  if (!cached) return { product: await fetchProduct(queryClient, options) };
  void queryClient.prefetchQuery(options);
  return { product: cached };
}

/** A product page's head; in the browser the page may open before its product has arrived. */
function productPageHead(
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

export const meta = routeMeta(({ params, data: loaded }: MetaArgs<typeof loader>, head) =>
  productPageHead(params.id ?? '', loaded?.product, head.baseUrl),
);

export const ErrorBoundary = RouteError;

/**
 * The gallery's first image is preloaded with the page (the same candidates and sizes as its
 * `<picture>`, which React does not preload by itself); a `meta` link would be drawn twice where
 * React does preload the `<img>`, and `preload` is one resource either way.
 */
export default function ProductRoute() {
  const { product } = useLoaderData<typeof loader | typeof clientLoader>();
  const { id = '' } = useParams();
  const image = product && productPageHead(id, product, '').preloadImage;
  if (image)
    preload(image.href, {
      as: 'image',
      imageSrcSet: image.imageSrcSet,
      imageSizes: image.imageSizes,
      type: image.type,
      fetchPriority: 'high',
    });
  return <ProductPage />;
}
