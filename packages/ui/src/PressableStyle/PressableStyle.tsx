/**
 * The one global rule react-aria's pressable elements need (their touch action), under the id
 * react-aria looks for. react-aria adds it to the document's head when the first pressable
 * element mounts; on a server-rendered page that is the moment the scripts start, and a
 * stylesheet added then makes the browser restyle and lay out the whole page again. A host that
 * renders this in its head, first among its styles, has the rule from the first paint, and
 * react-aria finds it there and adds nothing.
 */
export const PRESSABLE_STYLE_ID = 'react-aria-pressable-style';

/** The rule, as react-aria writes it: in an unnamed layer, so any of the page's rules wins. */
export const PRESSABLE_STYLE_CSS = `@layer {
  [data-react-aria-pressable] {
    touch-action: pan-x pan-y pinch-zoom;
  }
}`;

/** For the document's `<head>`, before the page's other styles. */
export function PressableStyle() {
  return <style id={PRESSABLE_STYLE_ID}>{PRESSABLE_STYLE_CSS}</style>;
}
