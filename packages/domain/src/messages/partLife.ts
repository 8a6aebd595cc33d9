/** Part life on the dashboard. */
export const partLifeMessages = {
  expired: 'Expired',
  notAvailable: 'N/A',
  remaining: (months: number) => `${months} month(s)`,
} as const;
