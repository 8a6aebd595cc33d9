import type { ReactNode } from 'react';

/** One numbered section of a policy page: its anchor, heading and prose. */
export interface PolicySection {
  id: string;
  title: string;
  body: ReactNode;
}

/** A static policy page: title, date, short introduction, then its sections. */
export interface PolicyDocument {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: readonly PolicySection[];
}

/** How the policies reach the shop: their {phone} and {email} placeholders, from config. */
export interface PolicyContact {
  name: string;
  phone: string;
  email: string;
  address: readonly string[];
}

/** The date the current versions of the policies took effect. */
export const POLICIES_UPDATED = 'November 1, 2026';

/** When the shop answers the phone (the contact page and the policies' contact lines). */
export const BUSINESS_HOURS = 'Monday to Friday, 8 a.m. to 6 p.m. Central Time';
