import { planStartBlocker } from '@wtkit/domain';
import { useId } from 'react';
import { Alert } from '../Alert/Alert.js';
import { cx } from '../internal/cx.js';
import { DomainMessage } from '../internal/DomainMessage.js';
import type { SavedCard } from '../SavedCards/SavedCards.js';
import { Spinner } from '../Spinner/Spinner.js';
import { plansStrings } from '../strings/catalogue/plans.js';
import { formatString } from '../strings/formatString.js';
import { useFormat, useStringAreas } from '../strings/WtkitProvider.js';
import { PlanBlocked } from './PlanBlocked.js';
import { PlanStart } from './PlanStart.js';
import { PlanState } from './PlanState.js';
import type {
  PlanAddress,
  PlanControlsPart,
  PlanControlsPlan,
  PlanHandlers,
  PlanLinks,
} from './types.js';
import { type PlanOutcome, usePlanActions } from './usePlanActions.js';
import '../foundation.css';
import './PlanControls.css';

/** The catalogue's areas this module reads. */
const STRINGS = { plans: plansStrings };

export interface PlanControlsProps extends PlanHandlers {
  part: PlanControlsPart;
  /** The part's plan (active or paused); null when it has none; undefined while it loads. */
  plan: PlanControlsPlan | null | undefined;
  /** The shopper's saved cards, newest first; undefined while they load. */
  cards: readonly SavedCard[] | undefined;
  /** The address of Shipping Details, where each order goes; null when there is none. */
  shippingAddress: PlanAddress | null | undefined;
  links: PlanLinks;
  /** Why the last start or action failed (shown and announced). */
  error?: string | null | undefined;
  headingLevel?: 3 | 4 | 5;
  className?: string;
}

/**
 * A tracked part's filter plan on the dashboard: Start a plan (a saved card, the quantity, the
 * address of Shipping Details shown), or the plan's state with the next order date and Skip
 * next, Pause, Resume and Cancel. A part that cannot be planned says why and what to do. Each
 * action's result is announced in a live region, and focus stays in the controls.
 */
export function PlanControls({
  part,
  plan,
  cards,
  shippingAddress,
  links,
  error,
  onStart,
  onAction,
  headingLevel = 4,
  className,
}: PlanControlsProps) {
  const s = useStringAreas(STRINGS);
  const headingId = useId();
  const Title = `h${headingLevel}` as const;
  const { rootRef, pending, outcome, start, act } = usePlanActions(plan, { onStart, onAction });
  const partName = part.partProductNameSnapshot;
  const live = plan && isLive(plan) ? plan : null;
  const blocker =
    plan === null && cards !== undefined && shippingAddress !== undefined
      ? planStartBlocker({
          hasReplacement: part.replacement !== null,
          lifespanMonths: part.initialLifespanMonths,
          savedCardCount: cards.length,
          shippingAddress,
        })
      : null;
  const isLoading =
    plan === undefined || (plan === null && (!cards || shippingAddress === undefined));

  return (
    <fieldset
      ref={rootRef}
      aria-label={formatString(s.plans.groupLabel, { part: partName })}
      className={cx('wt-base wt-PlanControls', className)}
    >
      <Title id={headingId} className="wt-PlanControls-title">
        {s.plans.title}
      </Title>
      <p className="wt-visually-hidden" role="status">
        <Announcement outcome={outcome} partName={partName} />
      </p>
      {error ? (
        <Alert tone="danger">
          <DomainMessage text={error} />
        </Alert>
      ) : null}
      {isLoading ? (
        <Spinner label={s.plans.loading} />
      ) : live ? (
        <PlanState
          partName={partName}
          plan={live}
          links={links}
          pending={pending}
          onAction={(action) => void act(action)}
        />
      ) : blocker ? (
        <PlanBlocked blocker={blocker} links={links} />
      ) : part.replacement && cards && shippingAddress ? (
        <PlanStart
          partName={partName}
          replacement={part.replacement}
          cards={cards}
          shippingAddress={shippingAddress}
          links={links}
          isStarting={pending === 'start'}
          onStart={(input) => void start(input)}
        />
      ) : null}
    </fieldset>
  );
}

/** A plan that is active or paused (a cancelled one leaves the part with none). */
function isLive(
  plan: PlanControlsPlan,
): plan is PlanControlsPlan & { status: 'active' | 'paused' } {
  return plan.status !== 'cancelled';
}

/** The text of the last outcome, for the controls' live region. */
function Announcement({ outcome, partName }: { outcome: PlanOutcome | null; partName: string }) {
  const s = useStringAreas(STRINGS);
  const format = useFormat();
  if (!outcome) return null;
  const values = { part: partName, date: format.date(outcome.plan.nextOrderDate) };
  const template = {
    started: s.plans.announceStarted,
    skip: s.plans.announceSkipped,
    pause: s.plans.announcePaused,
    resume: s.plans.announceResumed,
    cancel: s.plans.announceCancelled,
  }[outcome.kind];
  return formatString(template, values);
}
