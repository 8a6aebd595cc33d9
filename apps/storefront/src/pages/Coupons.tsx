import { useQuery } from '@tanstack/react-query';
import { shippingMessages } from '@wtkit/domain';
import { accountMenuStrings, CouponList, useStringAreas } from '@wtkit/ui';
import { queries } from '../apiClient';
import { errorMessage } from '../errors';
import { SignInNotice } from '../SignInNotice';
import { useToken } from '../session';
import './accountPages.css';

/** The catalogue's areas this module reads. */
const STRINGS = { accountMenu: accountMenuStrings };

/** Coupons: the promo codes an admin granted to the shopper, and where each stands for them. */
export default function Coupons() {
  const s = useStringAreas(STRINGS);
  const token = useToken();
  const coupons = useQuery({ ...queries.listMyCoupons(), enabled: Boolean(token) });
  if (token === null)
    return <SignInNotice title={s.accountMenu.coupons} message={shippingMessages.loginFirst} />;
  return (
    <section className="sf-account-page sf-coupons-page" aria-labelledby="coupons-title">
      <h1 id="coupons-title">{s.accountMenu.coupons}</h1>
      <p>{s.accountMenu.couponsIntro}</p>
      <CouponList
        label={s.accountMenu.coupons}
        coupons={coupons.data?.data}
        error={coupons.isError ? errorMessage(coupons.error, '') : null}
      />
    </section>
  );
}
