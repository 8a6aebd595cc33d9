/**
 * A product card's router options: the card carries its product to the product page, which
 * shows it before it is fetched. One function for every render, so the grid's cards need not
 * draw again when the page around them does.
 */
export const carryProduct = <P>(product: P) => ({ state: { product } });
