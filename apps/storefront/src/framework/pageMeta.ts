import { absoluteUrl, type PageMeta } from '@wtkit/domain';
import { isRouteErrorResponse, type MetaArgs, type MetaDescriptor } from 'react-router';
import { queries, queryClient } from '../apiClient';
import { company } from '../config';
import { errorHead, type HeadArgs, notFoundHead, type RouteHead } from '../pageHead';

/** The shop's public address, from the root loader (the browser's own origin as a fallback). */
export function baseUrlOf(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
): string {
  const root = matches.find((match) => match?.id === 'root');
  return (root?.loaderData as { baseUrl?: string } | undefined)?.baseUrl ?? '';
}

/**
 * A page's head as React Router's meta descriptors: the same tags as the domain's
 * `renderHeadTags` (title, description, robots, canonical, Open Graph, Twitter, JSON-LD). The
 * image the first paint waits for needs no tag here: React preloads an `<img>` drawn with
 * `fetchPriority="high"` from the head by itself.
 */
export function metaFor({ meta }: RouteHead, baseUrl: string): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title: meta.title },
    { name: 'description', content: meta.description },
  ];
  if (meta.noindex) tags.push({ name: 'robots', content: 'noindex, nofollow' });
  const url = meta.canonicalPath ? absoluteUrl(baseUrl, meta.canonicalPath) : undefined;
  if (url && !meta.noindex) tags.push({ tagName: 'link', rel: 'canonical', href: url });
  const image = meta.image ? absoluteUrl(baseUrl, meta.image) : undefined;
  const property = (name: string, content: string) => tags.push({ property: name, content });
  property('og:site_name', company.name);
  property('og:type', meta.type ?? 'website');
  property('og:title', meta.title);
  property('og:description', meta.description);
  if (url) property('og:url', url);
  if (image) property('og:image', image);
  if (meta.priceCents !== undefined) {
    property('product:price:amount', (meta.priceCents / 100).toFixed(2));
    property('product:price:currency', 'USD');
  }
  const twitter = (name: string, content: string) =>
    tags.push({ name: `twitter:${name}`, content });
  twitter('card', image ? 'summary_large_image' : 'summary');
  twitter('title', meta.title);
  twitter('description', meta.description);
  if (image) twitter('image', image);
  for (const data of meta.jsonLd ?? []) tags.push({ 'script:ld+json': data });
  return tags;
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
      queryClient,
      queries,
      baseUrl,
    };
    return metaFor(head(args, headArgs), baseUrl);
  };
}

export type { PageMeta };
