import { type RefObject, useLayoutEffect } from 'react';

/**
 * Keeps the CSS custom property `property` on the document at the height of `target` (a ref, or
 * a selector for an element outside this component), following it as it resizes, while
 * `isActive`. The page's layout reads it: the space
 * under the fixed header, the room above the phone's fixed buy bar. `clearAfter` removes the
 * property when the element goes, for a value that only holds while it is shown.
 *
 * The height is read when the browser reports the element's size (after its own layout, never
 * forcing one), and written only when the property does not already compute to it: a property
 * registered as a `<length>` (`@property`) computes to pixels, so the stylesheet's default for
 * the usual height costs no restyle of the whole page when the scripts start.
 */
export function useHeightProperty(
  property: string,
  target: RefObject<HTMLElement | null> | string,
  options: { isActive?: boolean; clearAfter?: boolean } = {},
) {
  const { isActive = true, clearAfter = false } = options;
  useLayoutEffect(() => {
    if (!isActive) return;
    const element =
      typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target.current;
    const root = document.documentElement;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const height = `${element.offsetHeight}px`;
      if (getComputedStyle(root).getPropertyValue(property).trim() !== height)
        root.style.setProperty(property, height);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (clearAfter) root.style.removeProperty(property);
    };
  }, [property, target, isActive, clearAfter]);
}
