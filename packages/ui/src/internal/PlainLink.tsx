import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { type KitRouter, useKitRouter } from '../RouterProvider/RouterProvider.js';
import type { RouterOptions } from './router.js';

type AnchorAttributes = Pick<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'aria-label' | 'aria-current' | 'rel' | 'target'
>;

interface PlainLinkProps extends AnchorAttributes {
  href: string | undefined;
  routerOptions?: RouterOptions | undefined;
  className: string;
  /** Marks the link of the page shown, for its style. */
  'data-current'?: true | undefined;
  /** Called when the link is followed in this window (to close the menu it is in). */
  onNavigate?: (() => void) | undefined;
  children: ReactNode;
}

/**
 * A link with no react-aria hooks when the host gave the kit its router (`RouterProvider` from
 * `@wtkit/ui`): an anchor whose plain click opens the address through that router, while a
 * click with a modifier key, a middle click, a link into another window or to another origin
 * (`tel:`, `mailto:`, another site) is the browser's. Its hover and keyboard focus are the CSS
 * `:hover` and `:focus-visible`. Without the kit's router it is react-aria's `Link`.
 */
export function PlainLink({ onNavigate, ...props }: PlainLinkProps) {
  const router = useKitRouter();
  const { href, children, ...rest } = props;
  if (!router || href === undefined)
    return (
      <Link {...rest} href={href} onPress={onNavigate}>
        {children}
      </Link>
    );
  return <RoutedAnchor {...props} href={href} router={router} onNavigate={onNavigate} />;
}

function RoutedAnchor({
  router,
  href,
  routerOptions,
  onNavigate,
  children,
  ...attributes
}: PlainLinkProps & { router: KitRouter; href: string }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey ||
      (attributes.target !== undefined && attributes.target !== '_self') ||
      event.currentTarget.origin !== window.location.origin
    )
      return;
    event.preventDefault();
    router.navigate(href, routerOptions);
    onNavigate?.();
  };
  return (
    <a {...attributes} href={router.useHref(href)} onClick={onClick}>
      {children}
    </a>
  );
}
