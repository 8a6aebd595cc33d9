import type { CompanyDetails, NavItem } from '@wtkit/ui';

/** The retailer's contact details ({phone}, {email} of footer and policies), set at build time. */
export const company: CompanyDetails & { shortName: string } = {
  shortName: import.meta.env.VITE_SHOP_SHORT_NAME ?? 'wtkit',
  name: import.meta.env.VITE_SHOP_NAME ?? 'wtkit Water Treatment',
  phone: import.meta.env.VITE_SHOP_PHONE ?? '(214) 555-0142',
  email: import.meta.env.VITE_SHOP_EMAIL ?? 'support@wtkit.local',
  address: ['2100 Ross Avenue, Suite 400', 'Dallas, TX 75201'],
};

export const googleClientId = import.meta.env.VITE_GOOGLE_CLIENT_ID ?? '';

/**
 * The footer's social links, set at build time; an empty variable leaves that network
 * out. The defaults are the networks' own pages, for a demo shop.
 */
const social = (label: string, value: string | undefined, fallback: string): NavItem[] => {
  const href = (value ?? fallback).trim();
  return href === '' ? [] : [{ href, label }];
};

export const socialLinks: readonly NavItem[] = [
  ...social('Facebook', import.meta.env.VITE_SOCIAL_FACEBOOK, 'https://www.facebook.com/'),
  ...social('Instagram', import.meta.env.VITE_SOCIAL_INSTAGRAM, 'https://www.instagram.com/'),
  ...social('YouTube', import.meta.env.VITE_SOCIAL_YOUTUBE, 'https://www.youtube.com/'),
  ...social('X', import.meta.env.VITE_SOCIAL_X, 'https://x.com/'),
];
