/**
 * Where the header search goes: `/products?q=` and the trimmed, URL-encoded text, or
 * null when the text is blank (no navigation). The rule is the one `searchTextSchema` states;
 * it is written without zod because the header is on every page's first load, and evaluating a
 * schema module would bring all of zod into it.
 */
export function productSearchPath(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : `/products?q=${encodeURIComponent(trimmed)}`;
}
