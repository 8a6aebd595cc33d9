/** '1234.50' for 123450 cents; exact, built from the integer. */
export function centsToDecimal(cents: number): `${number}` {
  const sign = cents < 0 ? '-' : '';
  const magnitude = Math.abs(cents);
  const remainder = magnitude % 100;
  const whole = (magnitude - remainder) / 100;
  return `${sign}${whole}.${String(remainder).padStart(2, '0')}` as `${number}`;
}
