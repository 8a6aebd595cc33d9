import { useEffect, useId, useRef } from 'react';
import { Alert } from '../Alert/Alert.js';
import { Button, LinkButton } from '../Button/Button.js';
import { cx } from '../internal/cx.js';
import { DomainMessage } from '../internal/DomainMessage.js';
import { Spinner } from '../Spinner/Spinner.js';
import { plansStrings } from '../strings/catalogue/plans.js';
import { formatString } from '../strings/formatString.js';
import { useFormat, useStringAreas } from '../strings/WtkitProvider.js';
import '../foundation.css';
import './PlanNoticeLanding.css';

/** The catalogue's areas this module reads. */
const STRINGS = { plans: plansStrings };

/**
 * What a plan message's link does: skip the cycle a notice announced, cancel the plan, or confirm
 * a payment the bank asked the cardholder about (the order is placed then).
 */
export type PlanNoticeAction = 'skip' | 'cancel' | 'confirm';

/**
 * Where the link stands: being checked, ready to confirm, done, or refused (used once already,
 * expired with its cycle, or not a link the shop signed).
 */
export type PlanNoticeLinkState = 'loading' | 'ready' | 'done' | 'used' | 'expired' | 'invalid';

/** The order the notice announced. */
export interface PlanNoticeOrder {
  partName: string;
  productName: string;
  quantity: number;
  /** The order's amount in dollars, as the API gives money. */
  amount: number;
  /** The due date of the cycle (`2026-07-15`). */
  dueDate: string;
  /** After a skip: the next order's date. */
  nextOrderDate?: string | null | undefined;
}

export interface PlanNoticeLandingProps {
  action: PlanNoticeAction;
  state: PlanNoticeLinkState;
  /** The order the link is for; needed while ready and once done. */
  order?: PlanNoticeOrder | null | undefined;
  /** The confirmation is being sent. */
  isWorking?: boolean;
  /** Why the confirmation failed (shown and announced). */
  error?: string | null | undefined;
  onConfirm?: () => void;
  /** Where the shopper manages plans (the dashboard; signing in if need be). */
  dashboardHref: string;
  headingLevel?: 1 | 2;
  className?: string;
}

/**
 * The page a plan notice's link opens, without signing in: what the link will do to which order,
 * and a button to confirm it. The link does nothing by being opened (mail scanners open links
 * too); the shopper's press does it, once. Then the result, said in a live region, with focus on
 * the way to the dashboard; a used, expired or unknown link says so.
 */
export function PlanNoticeLanding({
  action,
  state,
  order,
  isWorking = false,
  error,
  onConfirm,
  dashboardHref,
  headingLevel = 1,
  className,
}: PlanNoticeLandingProps) {
  const s = useStringAreas(STRINGS);
  const n = s.plans.notice;
  const format = useFormat();
  const headingId = useId();
  const Title = `h${headingLevel}` as const;
  const manage = useRef<HTMLDivElement>(null);
  const isDone = state === 'done';

  // The confirm button goes with the result: focus continues from the way to the dashboard.
  useEffect(() => {
    if (isDone) manage.current?.querySelector('a')?.focus();
  }, [isDone]);

  const values = order
    ? {
        part: order.partName,
        product: order.productName,
        quantity: format.number(order.quantity),
        amount: format.price(order.amount),
        date: format.date(order.dueDate),
        next: format.date(order.nextOrderDate),
      }
    : null;
  const text = {
    skip: {
      title: n.skipTitle,
      question: n.skipQuestion,
      confirm: n.skipConfirm,
      working: n.skipping,
      done: n.skipped,
    },
    cancel: {
      title: n.cancelTitle,
      question: n.cancelQuestion,
      confirm: n.cancelConfirm,
      working: n.cancelling,
      done: n.cancelled,
    },
    confirm: {
      title: n.payTitle,
      question: n.payQuestion,
      confirm: n.payConfirm,
      working: n.paying,
      done: n.paid,
    },
  }[action];
  const result = isDone && values ? formatString(text.done, values) : '';
  const refusal = { used: n.used, expired: n.expired, invalid: n.invalid }[
    state as 'used' | 'expired' | 'invalid'
  ];

  return (
    <section
      className={cx('wt-base wt-panel wt-PlanNoticeLanding', className)}
      aria-labelledby={headingId}
      data-state={state}
    >
      <Title id={headingId} className="wt-panel-heading">
        {text.title}
      </Title>
      <p className="wt-PlanNoticeLanding-result" role="status">
        {result}
      </p>
      {error ? (
        <Alert tone="danger">
          <DomainMessage text={error} />
        </Alert>
      ) : null}
      {state === 'loading' ? <Spinner label={n.loading} /> : null}
      {refusal ? <Alert tone="warning">{refusal}</Alert> : null}
      {state === 'ready' && values ? (
        <>
          <p className="wt-PlanNoticeLanding-question">{formatString(text.question, values)}</p>
          <div className="wt-PlanNoticeLanding-actions">
            <Button
              variant={action === 'cancel' ? 'danger' : 'primary'}
              isPending={isWorking}
              onPress={onConfirm}
            >
              {isWorking ? <Spinner /> : null}
              {text.confirm}
              {isWorking ? <span className="wt-visually-hidden">{text.working}</span> : null}
            </Button>
          </div>
        </>
      ) : null}
      {state !== 'loading' ? (
        <div ref={manage} className="wt-PlanNoticeLanding-actions">
          <LinkButton variant={isDone ? 'primary' : 'secondary'} href={dashboardHref}>
            {n.manage}
          </LinkButton>
        </div>
      ) : null}
    </section>
  );
}
