import type { Category, PromoKind } from '@wtkit/domain';
import { type FormEvent, useState } from 'react';
import { Badge } from '../Badge/Badge.js';
import { Button } from '../Button/Button.js';
import { TextInputField } from '../Field/Field.js';
import { cx } from '../internal/cx.js';
import { promoOffer } from '../internal/promoOffer.js';
import { type AdminOutcome, RecordList } from '../RecordList/RecordList.js';
import { accountMenuStrings } from '../strings/catalogue/accountMenu.js';
import { promoCodesStrings } from '../strings/catalogue/promoCodes.js';
import { formatString } from '../strings/formatString.js';
import { useFormat, useStringAreas } from '../strings/WtkitProvider.js';
import '../foundation.css';
import './PromoCodeList.css';

/** The catalogue's areas this module reads. */
const STRINGS = { promoCodes: promoCodesStrings, accountMenu: accountMenuStrings };

/** A promo code as `GET /admin/promo-codes` gives it (amounts in dollars). */
export interface PromoCodeListItem {
  _id: string;
  code: string;
  kind: PromoKind;
  percentOff: number | null;
  amountOff: number | null;
  minimumSubtotal: number | null;
  category: Category | null;
  productIds: readonly string[];
  startsAt: string | null;
  endsAt: string | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  timesUsed: number;
  isActive: boolean;
}

/** How an action on one code ended: its message, shown with that code. */
export type PromoCodeOutcome = AdminOutcome;

export interface PromoCodeListProps {
  /** Every code; undefined while they load. */
  codes: readonly PromoCodeListItem[] | undefined;
  /** Why they could not be loaded. */
  error?: string | null;
  onEdit: (id: string) => void;
  onDeactivate: (id: string) => void;
  /** Grant pressed with an e-mail address typed (trimmed, not empty). */
  onGrant: (id: string, email: string) => void;
  /** The code whose deactivation or grant is running (its button is pending). */
  busyId?: string | null;
  /** The last deactivation's or grant's outcome. */
  outcome?: PromoCodeOutcome | null;
  className?: string;
}

/**
 * The admin's promo codes, newest first: each code with what it takes off, its rules, how often
 * it was used and whether it is active, with Edit, Deactivate and a form that grants it to a
 * customer by e-mail. An action's outcome is said beside its code.
 */
export function PromoCodeList({
  codes,
  error,
  onEdit,
  onDeactivate,
  onGrant,
  busyId = null,
  outcome = null,
  className,
}: PromoCodeListProps) {
  const s = useStringAreas(STRINGS);
  const p = s.promoCodes;
  const format = useFormat();
  return (
    <RecordList
      items={codes}
      error={error}
      label={p.list}
      loadingLabel={p.loading}
      emptyText={p.none}
      outcome={outcome}
      className={cx('wt-PromoCodeList', className)}
      entry={(code) => {
        const categoryLabel = code.category
          ? {
              commercial: p.categories.commercial,
              residential: p.categories.residential,
              'test kit': p.categories.testKit,
            }[code.category]
          : null;
        const busy = busyId === code._id;
        return {
          id: code._id,
          title: <code>{code.code}</code>,
          badge: (
            <Badge tone={code.isActive ? 'success' : 'neutral'}>
              {code.isActive ? p.active : p.inactive}
            </Badge>
          ),
          summary: promoOffer(code, s.accountMenu, format),
          details: [
            categoryLabel,
            code.productIds.length > 0
              ? format.plural(p.productScope, code.productIds.length)
              : null,
            code.minimumSubtotal !== null
              ? formatString(s.accountMenu.minimumSubtotal, {
                  amount: format.price(code.minimumSubtotal),
                })
              : null,
            code.startsAt
              ? formatString(s.accountMenu.validFrom, { date: format.date(code.startsAt) })
              : null,
            code.endsAt
              ? formatString(s.accountMenu.validUntil, { date: format.date(code.endsAt) })
              : null,
            code.usageLimit !== null
              ? formatString(p.usedOfLimit, { count: code.timesUsed, limit: code.usageLimit })
              : format.plural(p.used, code.timesUsed),
            code.perCustomerLimit !== null
              ? formatString(p.perCustomer, { count: code.perCustomerLimit })
              : null,
          ].filter((text): text is string => text !== null),
          actions: (
            <>
              <Button
                variant="secondary"
                size="sm"
                aria-label={formatString(p.editLabel, { code: code.code })}
                onPress={() => onEdit(code._id)}
              >
                {p.edit}
              </Button>
              {code.isActive ? (
                <Button
                  variant="danger"
                  size="sm"
                  aria-label={formatString(p.deactivateLabel, { code: code.code })}
                  isPending={busy}
                  onPress={() => onDeactivate(code._id)}
                >
                  {p.deactivate}
                </Button>
              ) : null}
            </>
          ),
          after: (
            <GrantForm
              code={code.code}
              isBusy={busy}
              onGrant={(email) => onGrant(code._id, email)}
            />
          ),
        };
      }}
    />
  );
}

/** Grants one code to a customer by e-mail address. */
function GrantForm({
  code,
  isBusy,
  onGrant,
}: {
  code: string;
  isBusy: boolean;
  onGrant: (email: string) => void;
}) {
  const s = useStringAreas(STRINGS);
  const p = s.promoCodes;
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = email.trim();
    if (typed !== '' && !isBusy) onGrant(typed);
  };
  return (
    <form className="wt-PromoCodeList-grant" onSubmit={submit} noValidate>
      <TextInputField
        type="email"
        autoComplete="off"
        label={formatString(p.grantEmailLabel, { code })}
        value={email}
        onChange={setEmail}
        className="wt-PromoCodeList-email"
      />
      <Button
        type="submit"
        variant="secondary"
        aria-label={formatString(p.grantLabel, { code })}
        isPending={isBusy}
      >
        {p.grant}
      </Button>
    </form>
  );
}
