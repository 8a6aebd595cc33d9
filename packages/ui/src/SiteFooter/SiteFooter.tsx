import { COPYRIGHT_YEAR } from '@wtkit/domain';
import { cx } from '../internal/cx.js';
import { PlainLink } from '../internal/PlainLink.js';
import type { NavItem } from '../NavLinks/NavLinks.js';
import { layoutStrings } from '../strings/catalogue/layout.js';
import { formatString } from '../strings/formatString.js';
import { useStringAreas } from '../strings/WtkitProvider.js';
import '../foundation.css';
import './SiteFooter.css';

/** The catalogue's areas this module reads. */
const STRINGS = { layout: layoutStrings };

export interface CompanyDetails {
  name: string;
  phone: string;
  email: string;
  /** Postal address lines (the demo shop's is in Texas). */
  address: readonly string[];
}

export interface SiteFooterProps {
  company: CompanyDetails;
  socialLinks?: readonly NavItem[];
  /** Signed-in users also get Dashboard and Account. */
  isSignedIn?: boolean;
  className?: string;
}

/**
 * The footer: contact details, address, social links, legal links, Dashboard and
 * Account when signed in, and the copyright year 2025.
 */
export function SiteFooter({
  company,
  socialLinks = [],
  isSignedIn = false,
  className,
}: SiteFooterProps) {
  const L = useStringAreas(STRINGS).layout;
  const legal: NavItem[] = [
    { href: '/terms-and-conditions', label: L.termsAndConditions },
    { href: '/privacy-policy', label: L.privacyPolicy },
    { href: '/warranty', label: L.warranty },
  ];
  const account: NavItem[] = isSignedIn
    ? [
        { href: '/dashboard', label: L.dashboard },
        { href: '/account', label: L.account },
      ]
    : [];
  const tel = company.phone.replace(/[^\d+]/g, '');
  return (
    <footer className={cx('wt-base wt-SiteFooter', className)}>
      <div className="wt-SiteFooter-columns">
        <section className="wt-SiteFooter-column" aria-label={L.contact}>
          <p className="wt-SiteFooter-name">{company.name}</p>
          <address className="wt-SiteFooter-address">
            {company.address.map((line) => (
              <span key={line}>{line}</span>
            ))}
            <PlainLink href={`tel:${tel}`} className="wt-SiteFooter-link">
              {company.phone}
            </PlainLink>
            <PlainLink href={`mailto:${company.email}`} className="wt-SiteFooter-link">
              {company.email}
            </PlainLink>
          </address>
        </section>
        <nav className="wt-SiteFooter-column" aria-label={L.legal}>
          <ul className="wt-SiteFooter-list">
            {[...account, ...legal].map((item) => (
              <li key={item.href}>
                <PlainLink href={item.href} className="wt-SiteFooter-link">
                  {item.label}
                </PlainLink>
              </li>
            ))}
          </ul>
        </nav>
        {socialLinks.length > 0 ? (
          <nav className="wt-SiteFooter-column" aria-label={L.follow}>
            <ul className="wt-SiteFooter-list">
              {socialLinks.map((item) => (
                <li key={item.href}>
                  <PlainLink
                    href={item.href}
                    className="wt-SiteFooter-link"
                    aria-label={formatString(L.opensInNewTab, { label: item.label })}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {item.label}
                  </PlainLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      <p className="wt-SiteFooter-copyright">
        {formatString(L.copyright, { year: COPYRIGHT_YEAR })} {company.name}
      </p>
    </footer>
  );
}
