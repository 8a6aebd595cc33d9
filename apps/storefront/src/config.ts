import type { CompanyDetails } from '@wtkit/ui';

/** The retailer's contact details ({phone}, {email} of the documents), set at build time. */
export const company: CompanyDetails & { shortName: string } = {
  shortName: import.meta.env.VITE_SHOP_SHORT_NAME ?? 'wtkit',
  name: import.meta.env.VITE_SHOP_NAME ?? 'wtkit Water Treatment',
  phone: import.meta.env.VITE_SHOP_PHONE ?? '(214) 555-0142',
  email: import.meta.env.VITE_SHOP_EMAIL ?? 'support@wtkit.local',
  address: ['2100 Ross Avenue, Suite 400', 'Dallas, TX 75201'],
};

export const googleClientId = import.meta.env.VITE_GOOGLE_CLIENT_ID ?? '';
