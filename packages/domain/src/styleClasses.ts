/** One class name as CSS selectors can name it without escaping. */
const CLASS_NAME = /^-?[A-Za-z_][\w-]*$/;

/**
 * A product's `additional` text (its "style class" text) as class names for the card and the
 * product page, so a shop's own stylesheet can target some products: whitespace-separated words,
 * kept only when they are plain class names, without duplicates, and never one of the kit's own
 * (`wt-…`) or the storefront's (`sf-…`), which a product must not restyle.
 */
export function productStyleClasses(additional: string | null | undefined): string[] {
  const words = (additional ?? '').split(/\s+/).filter(Boolean);
  return [
    ...new Set(
      words.filter((word) => CLASS_NAME.test(word) && !/^(wt|sf)-/.test(word) && word.length <= 64),
    ),
  ];
}
