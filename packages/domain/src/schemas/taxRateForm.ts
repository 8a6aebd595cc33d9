import { z } from 'zod';
import { taxRateMessages } from '../messages.js';
import { readTaxRateFields } from '../shippingInput.js';
import { checkNumberField } from './fields.js';

/** A state's rate as the form sends it: the state's code (the path) and the API's `TaxRateInput`. */
export interface TaxRateFormOutput {
  state: string;
  rate: number;
  taxShipping: boolean;
}

/**
 * The admin's tax rate form (the state's code, the rate as text, whether shipping is taxed). The
 * server's own rules (`readTaxRateFields`: a known state, a percentage from 0 to 100 with at most
 * three decimals) give its messages before it is asked.
 */
export const taxRateFormSchema = z
  .object({ state: z.string(), rate: z.string(), taxShipping: z.boolean() })
  .transform((values, ctx): TaxRateFormOutput => {
    const fail = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    const state = values.state.trim().toUpperCase();
    if (state === '') fail('state', taxRateMessages.stateRequired);
    const rate = checkNumberField(values.rate, {
      requiredMessage: taxRateMessages.rateInvalid,
      invalidMessage: taxRateMessages.rateInvalid,
      min: 0,
      minMessage: taxRateMessages.rateInvalid,
      // Above 100 is refused by the server's rule below, with its own message.
      max: Number.MAX_SAFE_INTEGER,
    });
    if (!rate.ok) fail('rate', rate.message);
    const value = rate.ok ? (rate.value ?? 0) : 0;
    const read = readTaxRateFields(state === '' ? 'XX' : state, {
      rate: value,
      taxShipping: values.taxShipping,
    });
    if (!read.ok)
      for (const problem of read.errors)
        if (!ctx.issues.some((issue) => issue.path?.[0] === problem.path))
          fail(problem.path, problem.message);
    return { state, rate: value, taxShipping: values.taxShipping };
  });
export type TaxRateFormInput = z.input<typeof taxRateFormSchema>;

/** An empty tax rate form. */
export const taxRateFormDefaults: TaxRateFormInput = { state: '', rate: '', taxShipping: false };
