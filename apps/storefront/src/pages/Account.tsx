import {
  accountMenuStrings,
  accountStrings,
  Button,
  Image,
  LinkButton,
  layoutStrings,
  promoCodesStrings,
  shippingRatesStrings,
  useStringAreas,
} from '@wtkit/ui';
import { Link } from 'react-aria-components';
import { useNavigate } from 'react-router-dom';
import { logOut } from '../logOut';
import { useCurrentUser } from '../useCurrentUser';
import './Account.css';

/** The catalogue's areas this module reads. */
const STRINGS = {
  account: accountStrings,
  accountMenu: accountMenuStrings,
  layout: layoutStrings,
  promoCodes: promoCodesStrings,
  shippingRates: shippingRatesStrings,
};

/** Account menu: avatar, name, contact, the account links, Coupons (its page) and Log Out. */
export default function Account() {
  const s = useStringAreas(STRINGS);
  const navigate = useNavigate();
  const { user, token, isLoading } = useCurrentUser();

  if (token === null) {
    return (
      <section className="sf-notice">
        <h1>{s.layout.account}</h1>
        <LinkButton href="/log">{s.layout.signIn}</LinkButton>
      </section>
    );
  }
  if (isLoading || !user) return null;

  const links = [
    { href: '/settings', label: s.account.settingsTitle },
    { href: '/dashboard', label: s.layout.myProducts },
    { href: '/orderHistory', label: s.layout.orders },
    { href: '/shippingDetails', label: s.accountMenu.shippingDetails },
    ...(user.role === 'admin'
      ? [
          { href: '/promoCodes', label: s.promoCodes.title },
          { href: '/shippingRates', label: s.shippingRates.title },
        ]
      : []),
  ];

  return (
    <section className="sf-account" aria-labelledby="account-name">
      <div className="sf-account-profile">
        <span className="sf-account-avatar">
          {user.imageUrl ? (
            <Image src={user.imageUrl} alt="" />
          ) : (
            <svg viewBox="0 0 48 48" width="72" height="72" aria-hidden="true" focusable="false">
              <circle cx="24" cy="24" r="24" fill="currentColor" opacity="0.15" />
              <circle cx="24" cy="19" r="8" fill="currentColor" />
              <path d="M9 40c3-8 9-11 15-11s12 3 15 11" fill="currentColor" />
            </svg>
          )}
        </span>
        <h1 id="account-name">{user.name}</h1>
        <p>{user.email || user.phoneNumber}</p>
      </div>
      <nav aria-label={s.layout.account}>
        <ul className="sf-account-links">
          {links.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="sf-account-link">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="sf-account-actions">
        <LinkButton variant="secondary" href="/coupons">
          {s.accountMenu.coupons}
        </LinkButton>
        <Button
          variant="danger"
          onPress={() => {
            logOut();
            navigate('/');
          }}
        >
          {s.layout.logOut}
        </Button>
      </div>
    </section>
  );
}
