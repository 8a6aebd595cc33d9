/*
 * Measuring rendered stories (getBoundingClientRect) in their play functions: the layout checks
 * that hold for a component on its own, at the viewport widths of .storybook/preview.tsx.
 */

export interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The element's box, or null when there is no such element. */
export function boxOf(element: Element | null | undefined): Box | null {
  if (!element) return null;
  const { left, right, top, bottom } = element.getBoundingClientRect();
  return { left, right, top, bottom };
}

export const intersects = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** How many rows the elements sit on (their tops, rounded to the pixel). */
export function rowsOf(elements: Iterable<Element>): number {
  return new Set([...elements].map((element) => Math.round(element.getBoundingClientRect().top)))
    .size;
}

/**
 * The page's scroll width against its width, and the elements that stick out of the viewport
 * sideways (for the failure message): equal widths mean nothing scrolls sideways.
 */
export function horizontalOverflow() {
  const root = document.documentElement;
  const width = root.clientWidth;
  const offenders: string[] = [];
  if (root.scrollWidth > width) {
    for (const element of document.querySelectorAll('body *')) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 0.5) {
        offenders.push(`${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
      }
    }
  }
  return { scrollWidth: root.scrollWidth, width, offenders: offenders.slice(0, 10) };
}
