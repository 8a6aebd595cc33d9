import type { CouponState, PromoKind } from '@wtkit/domain';
import { Alert } from '../Alert/Alert.js';
import { Badge, type BadgeTone } from '../Badge/Badge.js';
import { cx } from '../internal/cx.js';
import { DomainMessage } from '../internal/DomainMessage.js';
import { promoOffer } from '../internal/promoOffer.js';
import { Spinner } from '../Spinner/Spinner.js';
import { accountMenuStrings } from '../strings/catalogue/accountMenu.js';
import { formatString } from '../strings/formatString.js';
import { useFormat, useStringAreas } from '../strings/WtkitProvider.js';
import '../foundation.css';
import './CouponList.css';

/** The catalogue's areas this module reads. */
const STRINGS = { accountMenu: accountMenuStrings };

/** A promo code granted to the shopper, as `GET /users/me/coupons` gives it (amounts in dollars). */
export interface CouponItem {
  promoCode: {
    _id: string;
    code: string;
    kind: PromoKind;
    percentOff: number | null;
    amountOff: number | null;
    minimumSubtotal: number | null;
    startsAt: string | null;
    endsAt: string | null;
  };
  state: CouponState;
}

export interface CouponListProps {
  /** The shopper's coupons; undefined while they load. */
  coupons: readonly CouponItem[] | undefined;
  /** Why they could not be loaded. */
  error?: string | null;
  /** The list's accessible name (the page's heading). */
  label: string;
  className?: string;
}

const TONES: Record<CouponState, BadgeTone> = {
  available: 'success',
  used: 'neutral',
  'limit-reached': 'neutral',
  expired: 'neutral',
  'not-yet-valid': 'info',
  inactive: 'neutral',
};

/**
 * The shopper's coupons: each code with what it takes off, its conditions (minimum subtotal,
 * dates) and where it stands for them (available, used, expired...).
 */
export function CouponList({ coupons, error, label, className }: CouponListProps) {
  const s = useStringAreas(STRINGS);
  const format = useFormat();
  const m = s.accountMenu;
  if (error)
    return (
      <Alert tone="danger" className={className}>
        <DomainMessage text={error} />
      </Alert>
    );
  if (coupons === undefined) return <Spinner label={m.loadingCoupons} />;
  if (coupons.length === 0)
    return <p className={cx('wt-base wt-CouponList-empty', className)}>{m.noCoupons}</p>;
  return (
    <ul className={cx('wt-base wt-CouponList', className)} aria-label={label}>
      {coupons.map(({ promoCode: code, state }) => {
        const offer = promoOffer(code, m, format);
        const conditions = [
          code.minimumSubtotal !== null
            ? formatString(m.minimumSubtotal, { amount: format.price(code.minimumSubtotal) })
            : null,
          code.startsAt && state === 'not-yet-valid'
            ? formatString(m.validFrom, { date: format.date(code.startsAt) })
            : null,
          code.endsAt ? formatString(m.validUntil, { date: format.date(code.endsAt) }) : null,
        ].filter((text): text is string => text !== null);
        return (
          <li key={code._id} className="wt-panel wt-CouponList-coupon" data-state={state}>
            <p className="wt-CouponList-head">
              <code className="wt-CouponList-code">{code.code}</code>
              <Badge tone={TONES[state]}>{m.couponStates[state]}</Badge>
            </p>
            <p className="wt-CouponList-offer">{offer}</p>
            {conditions.length > 0 ? (
              <ul className="wt-CouponList-conditions">
                {conditions.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
