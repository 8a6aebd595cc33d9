/** Promo codes: why a code does not apply at checkout, and the admin's form rules. Beyond the spec. */
export const promoCodeMessages = {
  unknown: 'This promo code does not exist.',
  /** Apply pressed with the promo-code field empty. */
  enterCode: 'Enter a promo code.',
  inactive: 'This promo code is no longer active.',
  /** `when`: the end, as `promoDateText` writes it. */
  expired: (when: string) => `This promo code expired on ${when}.`,
  /** `when`: the start, as `promoDateText` writes it. */
  notYetValid: (when: string) => `This promo code is not valid until ${when}.`,
  /** `minimum`: the smallest subtotal, as `formatUsd` writes it. */
  belowMinimum: (minimum: string) =>
    `This promo code needs a subtotal of at least ${minimum} before the discount.`,
  alreadyUsed: 'You have already used this promo code.',
  limitReached: 'This promo code has reached its usage limit.',
  notApplicable: 'This promo code does not apply to any item in your order.',
  /** An order refused after its payment because the code's last use went to another order. */
  refunded: (reason: string) => `${reason} Your payment has been refunded.`,
  codeRequired: 'Enter the code shoppers will type.',
  codeInvalid: 'Use letters and digits, with single hyphens between them.',
  codeTaken: 'A promo code with this code exists already.',
  percentOffRequired: 'Enter a percentage from 1 to 100.',
  amountOffRequired: 'Enter the amount taken off, more than $0.00.',
  /** A value that does not belong to the kind of code (a percentage on a fixed-amount code). */
  notForKind: 'This value does not belong to this kind of code.',
  endsBeforeStart: 'The end must be after the start.',
  /** The admin's form: a start or end date typed in another shape. */
  dateInvalid: 'Enter the date as YYYY-MM-DD.',
  /** The admin's form: a limit that is not a whole number of 1 or more. */
  limitInvalid: 'Enter a whole number of 1 or more, or leave it empty.',
  oneScope: 'Limit the code to a category or to products, not both.',
  notFound: 'Promo code not found.',
  customerNotFound: 'No customer has this id or e-mail address.',
} as const;
