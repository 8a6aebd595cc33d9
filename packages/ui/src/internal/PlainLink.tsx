import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { type KitRouter, useKitRouter } from '../RouterProvider/RouterProvider.js';
import type { RouterOptions } from './router.js';

interface PlainLinkProps {
  href: string | undefined;
  routerOptions?: RouterOptions;
  className: string;
  children: ReactNode;
}

/**
 * A link with no react-aria hooks when the host gave the kit its router (`RouterProvider` from
 * `@wtkit/ui`): an anchor whose plain click opens the address through that router, while a
 * click with a modifier key, a middle click or a link into another window is the browser's.
 * Its hover and keyboard focus are the CSS `:hover` and `:focus-visible`. Without the kit's
 * router it is react-aria's `Link`.
 */
export function PlainLink({ href, routerOptions, className, children }: PlainLinkProps) {
  const router = useKitRouter();
  if (!router || href === undefined)
    return (
      <Link href={href} routerOptions={routerOptions} className={className}>
        {children}
      </Link>
    );
  return (
    <RoutedAnchor router={router} href={href} routerOptions={routerOptions} className={className}>
      {children}
    </RoutedAnchor>
  );
}

function RoutedAnchor({
  router,
  href,
  routerOptions,
  className,
  children,
}: PlainLinkProps & { router: KitRouter; href: string }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const anchor = event.currentTarget;
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey ||
      (anchor.target !== '' && anchor.target !== '_self') ||
      anchor.origin !== window.location.origin
    )
      return;
    event.preventDefault();
    router.navigate(href, routerOptions);
  };
  return (
    <a href={router.useHref(href)} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
