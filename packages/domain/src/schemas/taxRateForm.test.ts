import { describe, expect, it } from 'vitest';
import { taxRateMessages } from '../messages.js';
import { taxRateFormSchema } from './taxRateForm.js';

const issues = (values: { state: string; rate: string; taxShipping: boolean }) => {
  const result = taxRateFormSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('taxRateFormSchema', () => {
  it('gives the state’s code and the API’s input', () => {
    expect(taxRateFormSchema.parse({ state: ' ny ', rate: '8.875', taxShipping: true })).toEqual({
      state: 'NY',
      rate: 8.875,
      taxShipping: true,
    });
  });

  it('shows the server’s messages: a state needed and known, a rate with three decimals', () => {
    expect(issues({ state: '', rate: '', taxShipping: false })).toEqual({
      state: taxRateMessages.stateRequired,
      rate: taxRateMessages.rateInvalid,
    });
    expect(issues({ state: 'ZZ', rate: '8.8755', taxShipping: false })).toEqual({
      state: taxRateMessages.stateInvalid('ZZ'),
      rate: taxRateMessages.rateInvalid,
    });
    expect(issues({ state: 'TX', rate: '101', taxShipping: false })).toEqual({
      rate: taxRateMessages.rateInvalid,
    });
  });
});
