export { type CompanyDetails, SiteFooter, type SiteFooterProps } from './SiteFooter.js';
