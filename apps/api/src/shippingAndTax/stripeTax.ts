import type Stripe from 'stripe';

/** What Stripe Tax computed for an order: each line's tax and the shipping's, in cents. */
export interface ProviderTax {
  lineTaxCents: number[];
  shippingTaxCents: number;
}

/** Stripe Tax refused the address as a tax location: the shopper can correct it. */
export class TaxLocationError extends Error {}

/**
 * Sales tax from Stripe Tax's Tax Calculations API: the lines (their totals less their
 * discounts, tax added on top) and the shipping price, for the shipping address. A refusal of the
 * address is a `TaxLocationError`; any other failure is thrown as it came (never zero tax).
 */
export async function stripeTax(
  stripe: Stripe,
  input: { state: string; zip: string; lineCents: number[]; shippingCents: number },
): Promise<ProviderTax> {
  let calculation: Stripe.Tax.Calculation;
  try {
    calculation = await stripe.tax.calculations.create({
      currency: 'usd',
      line_items: input.lineCents.map((amount, index) => ({
        amount,
        reference: `line-${index}`,
        tax_behavior: 'exclusive',
      })),
      customer_details: {
        address: { country: 'US', state: input.state, postal_code: input.zip },
        address_source: 'shipping',
      },
      shipping_cost: { amount: input.shippingCents, tax_behavior: 'exclusive' },
      expand: ['line_items'],
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'customer_tax_location_invalid')
      throw new TaxLocationError('invalid tax location', { cause: error });
    throw error;
  }
  const taxed = new Map(
    (calculation.line_items?.data ?? []).map((line) => [line.reference, line.amount_tax]),
  );
  const lineTaxCents = input.lineCents.map((_, index) => {
    const tax = taxed.get(`line-${index}`);
    if (tax === undefined) throw new Error(`Stripe Tax answered no line line-${index}`);
    return tax;
  });
  return { lineTaxCents, shippingTaxCents: calculation.shipping_cost?.amount_tax ?? 0 };
}
