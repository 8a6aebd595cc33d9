import type { accountStrings } from '../strings/catalogue/account.js';
import { formatString } from '../strings/formatString.js';
import type { Widen } from '../strings/types.js';

/** A saved card as people name it: "Visa ending in 4242" (the brand in the host's words). */
export function cardName(
  account: Widen<typeof accountStrings>,
  card: { brand: keyof typeof accountStrings.cardBrands; last4: string },
  template: string = account.cardEnding,
): string {
  return formatString(template, {
    brand: account.cardBrands[card.brand] ?? account.cardBrands.unknown,
    last4: card.last4,
  });
}
