import { isApiError, type ProductDetail } from '@wtkit/api-client';
import { preload } from 'react-dom';
import {
  data,
  type LoaderFunctionArgs,
  type MetaArgs,
  useLoaderData,
  useParams,
} from 'react-router';
import { queries, queryClient } from '../apiClient';
import { productPageHead } from '../pageHead';
import { routeMeta } from '../pageMeta';
import { pageQueries } from '../pageQueries';
import ProductPage from '../pages/ProductPage';
import { RouteError } from '../pages/RouteError';

const notFound = () => data(null, { status: 404, statusText: 'Not Found' });

/** An unknown or deleted product is a 404, the status of the page. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  if (!params.id) throw notFound();
  try {
    const answer = await context.queryClient.fetchQuery(context.queries.getProduct(params.id));
    return { product: answer.data as ProductDetail, queries: pageQueries(context.queryClient) };
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) throw notFound();
    throw error;
  }
}

/**
 * In the browser the product's request starts and the page opens at once (a product may come in
 * the navigation's state alone; the page decides). The head follows when the answer is cached.
 */
export function clientLoader({ params }: LoaderFunctionArgs) {
  if (!params.id) return { product: undefined };
  void queryClient.prefetchQuery(queries.getProduct(params.id));
  const cached = queryClient.getQueryData(queries.getProduct(params.id).queryKey);
  return { product: cached?.data as ProductDetail | undefined };
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
