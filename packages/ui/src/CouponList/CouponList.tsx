import type { CouponState, PromoKind } from '@wtkit/domain';
import { Badge, type BadgeTone } from '../Badge/Badge.js';
import { cx } from '../internal/cx.js';
import { promoOffer } from '../internal/promoOffer.js';
import { RecordList } from '../RecordList/RecordList.js';
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
  return (
    <RecordList
      titleAs="p"
      items={coupons}
      error={error}
      label={label}
      loadingLabel={m.loadingCoupons}
      emptyText={m.noCoupons}
      className={cx('wt-CouponList', className)}
      entry={({ promoCode: code, state }) => ({
        id: code._id,
        state,
        title: <code className="wt-CouponList-code">{code.code}</code>,
        badge: <Badge tone={TONES[state]}>{m.couponStates[state]}</Badge>,
        summary: promoOffer(code, m, format),
        details: [
          code.minimumSubtotal !== null
            ? formatString(m.minimumSubtotal, { amount: format.price(code.minimumSubtotal) })
            : null,
          code.startsAt && state === 'not-yet-valid'
            ? formatString(m.validFrom, { date: format.date(code.startsAt) })
            : null,
          code.endsAt ? formatString(m.validUntil, { date: format.date(code.endsAt) }) : null,
        ].filter((text): text is string => text !== null),
      })}
    />
  );
}
