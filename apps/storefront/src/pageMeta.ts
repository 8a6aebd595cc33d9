import { headTags, type PageMeta } from '@wtkit/domain';
import { isRouteErrorResponse, type MetaArgs, type MetaDescriptor } from 'react-router';
import { company } from './config';
import { errorHead, type HeadArgs, notFoundHead, type RouteHead } from './pageHead';

/** The shop's public address, from the root loader (the browser's own origin as a fallback). */
export function baseUrlOf(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
): string {
  const root = matches.find((match) => match?.id === 'root');
  return (root?.loaderData as { baseUrl?: string } | undefined)?.baseUrl ?? '';
}

/**
 * A page's head as React Router's meta descriptors: the domain's `headTags` (title, description,
 * robots, canonical, Open Graph, Twitter, JSON-LD) as they are. The image the first paint waits
 * for needs no tag here: React preloads an `<img>` drawn with `fetchPriority="high"` from the
 * head by itself.
 */
export function metaFor({ meta }: RouteHead, baseUrl: string): MetaDescriptor[] {
  return headTags(meta, { baseUrl, siteName: company.name }) as MetaDescriptor[];
}

/**
 * A route's `meta`: its head built from its loader's data and the shop's address, or the
 * not-found or error page's head when its loader failed.
 */
export function routeMeta<Args extends MetaArgs>(
  head: (args: Args, headArgs: HeadArgs) => RouteHead,
): (args: Args) => MetaDescriptor[] {
  return (args) => {
    const baseUrl = baseUrlOf(args.matches);
    if (args.error != null)
      return metaFor(
        isRouteErrorResponse(args.error) && args.error.status === 404
          ? notFoundHead()
          : errorHead(),
        baseUrl,
      );
    const headArgs: HeadArgs = {
      pathname: args.location.pathname,
      search: new URLSearchParams(args.location.search),
      params: args.params,
      baseUrl,
    };
    return metaFor(head(args, headArgs), baseUrl);
  };
}

export type { PageMeta };
