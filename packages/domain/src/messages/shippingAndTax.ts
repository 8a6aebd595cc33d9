/** Shipping methods and sales tax: why an address cannot pay, and the admin's form rules. Beyond the spec. */
export const shippingRateMessages = {
  /** `state`: the state's name. */
  notServed: (state: string) =>
    `We do not ship to ${state}. Please use a shipping address in a state we ship to.`,
  stateUnknown: 'The shipping address needs a US state (its two-letter code or its name).',
  stateMissing: 'The shipping address has no state. Please update it in your profile.',
  methodUnknown: 'This shipping method does not exist. Please choose another.',
  /** `state`: the state's name. */
  methodNotServing: (state: string) =>
    `This shipping method does not ship to ${state}. Please choose another.`,
  /** The order's address is in another state than the one the payment was priced for. */
  stateChanged:
    'The shipping address is in another state than the one your payment was priced for. Please review your order.',
  notFound: 'Shipping method not found.',
  nameRequired: 'Enter the name shoppers see.',
  estimateRequired: 'Enter the delivery estimate shoppers see.',
  statesRequired: 'Choose at least one state this method ships to.',
  priceRequired: 'Enter the price, $0.00 or more, with at most two decimals.',
  freeAboveInvalid:
    'Enter an amount of $0.00 or more with at most two decimals, or leave it empty.',
  /** `code`: the code as sent. */
  stateInvalid: (code: string) => `${code} is not a US state code.`,
} as const;

export const taxRateMessages = {
  rateInvalid: 'Enter a percentage from 0 to 100 with at most three decimals.',
  stateRequired: "Enter the state's two-letter code.",
  /** `code`: the code as sent. */
  stateInvalid: (code: string) => `${code} is not a US state code.`,
  notFound: 'There is no tax rate for this state.',
  /** The tax provider (Stripe Tax) refused the address as a tax location. */
  locationInvalid:
    'Sales tax cannot be calculated for this address. Please check its state and ZIP code.',
  /** The tax provider could not be reached or failed: nothing is charged without the tax. */
  unavailable:
    'Sales tax could not be calculated right now, so nothing was charged. Please try again in a moment.',
} as const;
