import type { PromoKind } from '@wtkit/domain';
import type { accountMenuStrings } from '../strings/catalogue/accountMenu.js';
import { formatString } from '../strings/formatString.js';
import type { Widen } from '../strings/types.js';
import type { WtkitFormat } from '../strings/WtkitProvider.js';

/** What a promo code takes off, as a shopper reads it: "10% off", "$5.00 off", "Free shipping". */
export function promoOffer(
  code: { kind: PromoKind; percentOff: number | null; amountOff: number | null },
  strings: Widen<typeof accountMenuStrings>,
  format: WtkitFormat,
): string {
  if (code.kind === 'percentage')
    return formatString(strings.percentOff, { percent: code.percentOff ?? 0 });
  if (code.kind === 'fixed-amount')
    return formatString(strings.amountOff, { amount: format.price(code.amountOff ?? 0) });
  return strings.freeShipping;
}
