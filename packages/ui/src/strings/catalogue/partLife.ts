/** PartLifeBar. */
export const partLifeStrings = {
  remaining: '{months} month(s)',
  expired: 'Expired',
  notAvailable: 'N/A',
} as const;
