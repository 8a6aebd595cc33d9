/** ZIP inputs ('ZIP Code is required.'; the format messages are beyond the spec). */
export const zipMessages = {
  required: 'ZIP Code is required.',
  /** Beyond the spec. */
  invalidFiveDigit: 'ZIP Code must be 5 digits.',
  /** Beyond the spec. */
  invalidUs: 'Enter a valid US ZIP Code, such as 12345 or 12345-6789.',
} as const;
