import { organizationJsonLd, webSiteJsonLd } from '@wtkit/domain';
import type { LoaderFunctionArgs } from 'react-router';
import { queries, queryClient } from '../apiClient';
import { bannerPreload, homeSlides } from '../banners';
import { company, socialLinks } from '../config';
import { type HeadBuilder, SHOP_DESCRIPTION } from '../pageHead';
import { routeMeta } from '../pageMeta';
import { pageQueries } from '../pageQueries';
import Home from '../pages/Home';
import { RouteError } from '../pages/RouteError';

/** The important products and the featured rail, read in-process before the page renders. */
export async function loader({ context }: LoaderFunctionArgs) {
  await Promise.all([
    context.queryClient.prefetchQuery(context.queries.listProductCards({ important: true })),
    context.queryClient.prefetchQuery(context.queries.listFeaturedProducts()),
  ]);
  return { queries: pageQueries(context.queryClient) };
}

/** In the browser the requests start and nothing waits: the page's own queries pick them up. */
export function clientLoader() {
  void queryClient.prefetchQuery(queries.listProductCards({ important: true }));
  void queryClient.prefetchQuery(queries.listFeaturedProducts());
  return null;
}

const homeHead: HeadBuilder = ({ baseUrl }) => ({
  meta: {
    title: `${company.name}: water filtration and treatment`,
    description: SHOP_DESCRIPTION,
    canonicalPath: '/',
    image: homeSlides[0]?.image,
    jsonLd: [
      organizationJsonLd(
        {
          name: company.name,
          logoPath: '/favicon.svg',
          phone: company.phone,
          email: company.email,
          sameAs: socialLinks.map((link) => link.href),
        },
        baseUrl,
      ),
      webSiteJsonLd(company.name, baseUrl),
    ],
  },
  preloadImage: bannerPreload(homeSlides[0]?.image),
});

export const meta = routeMeta((_args, head) => homeHead(head));

export const ErrorBoundary = RouteError;

export default Home;
