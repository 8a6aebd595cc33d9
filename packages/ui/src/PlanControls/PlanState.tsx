import {
  PLAN_ACTIONS_BY_STATUS,
  type PlanAction,
  type PlanDisplayState,
  planDisplayState,
} from '@wtkit/domain';
import { Badge, type BadgeTone } from '../Badge/Badge.js';
import { Button, LinkButton } from '../Button/Button.js';
import { ConfirmDialog } from '../Dialog/ConfirmDialog.js';
import { cardName } from '../internal/cardName.js';
import { Spinner } from '../Spinner/Spinner.js';
import { accountStrings } from '../strings/catalogue/account.js';
import { plansStrings } from '../strings/catalogue/plans.js';
import { formatString } from '../strings/formatString.js';
import { useFormat, useStringAreas } from '../strings/WtkitProvider.js';
import { PlanAddressText } from './PlanAddressText.js';
import type { PlanControlsPlan, PlanLinks } from './types.js';
import type { PlanPending } from './usePlanActions.js';

/** The catalogue's areas this module reads. */
const STRINGS = { plans: plansStrings, account: accountStrings };

const TONES: Record<PlanDisplayState, BadgeTone> = {
  active: 'success',
  skipped: 'info',
  paused: 'neutral',
  failed: 'danger',
  needsAuthentication: 'warning',
};

export interface PlanStateProps {
  partName: string;
  plan: PlanControlsPlan & { status: 'active' | 'paused' };
  links: PlanLinks;
  pending: PlanPending;
  onAction: (action: PlanAction) => void;
}

/**
 * A plan that is not cancelled: its state, the next order date, what each order is, the card and
 * the address, what the shopper must do when the last order failed, and the actions its state
 * allows (Cancel asks first: it is final).
 */
export function PlanState({ partName, plan, links, pending, onAction }: PlanStateProps) {
  const s = useStringAreas(STRINGS);
  const format = useFormat();
  const state = planDisplayState(plan);
  const card = plan.savedCard;
  const product = plan.replacement?.name ?? partName;
  const actions = PLAN_ACTIONS_BY_STATUS[plan.status];

  const label = (template: string) => formatString(template, { part: partName });
  const actionButton = (action: Exclude<PlanAction, 'cancel'>, isFirst: boolean) => {
    const { text, name } = {
      skip: { text: s.plans.skipNext, name: label(s.plans.skipNextLabel) },
      pause: { text: s.plans.pause, name: label(s.plans.pauseLabel) },
      resume: { text: s.plans.resume, name: label(s.plans.resumeLabel) },
    }[action];
    const isPending = pending === action;
    return (
      <Button
        key={action}
        variant={isFirst ? 'primary' : 'secondary'}
        size="sm"
        aria-label={name}
        isPending={isPending}
        onPress={() => onAction(action)}
        data-plan-next-focus={isFirst || undefined}
      >
        {isPending ? <Spinner /> : null}
        {text}
        {isPending ? <span className="wt-visually-hidden">{s.plans.working}</span> : null}
      </Button>
    );
  };

  return (
    <div className="wt-PlanControls-body" data-state={state}>
      <p className="wt-PlanControls-state">
        <Badge tone={TONES[state]}>{s.plans.states[state]}</Badge>
      </p>
      <dl className="wt-PlanControls-details">
        <div>
          <dt>{s.plans.nextOrder}</dt>
          <dd>{plan.nextOrderDate ? format.date(plan.nextOrderDate) : s.plans.noNextOrder}</dd>
        </div>
        <div>
          <dt>{s.plans.order}</dt>
          <dd>
            {formatString(s.plans.orderLine, { quantity: format.number(plan.quantity), product })}
          </dd>
        </div>
        <div>
          <dt>{s.plans.card}</dt>
          <dd>{card ? cardName(s.account, card) : s.plans.noCard}</dd>
        </div>
        <div>
          <dt>{s.plans.shipping}</dt>
          <dd>
            <PlanAddressText address={plan.shippingAddress} />
          </dd>
        </div>
      </dl>
      <StateNote state={state} plan={plan} links={links} />
      <div className="wt-PlanControls-actions">
        {actions
          .filter((action) => action !== 'cancel')
          .map((action, index) => actionButton(action, index === 0))}
        {actions.includes('cancel') ? (
          <ConfirmDialog
            trigger={
              <Button
                variant="danger"
                size="sm"
                aria-label={label(s.plans.cancelLabel)}
                isPending={pending === 'cancel'}
              >
                {s.plans.cancel}
              </Button>
            }
            title={label(s.plans.cancelTitle)}
            message={s.plans.cancelQuestion}
            confirmLabel={s.plans.cancelConfirm}
            cancelLabel={s.plans.keepPlan}
            onConfirm={() => onAction('cancel')}
          />
        ) : null}
      </div>
    </div>
  );
}

/** What a skipped, paused or failed plan means, and the link that settles a failed payment. */
function StateNote({
  state,
  plan,
  links,
}: {
  state: PlanDisplayState;
  plan: PlanControlsPlan;
  links: PlanLinks;
}) {
  const s = useStringAreas(STRINGS);
  const format = useFormat();
  switch (state) {
    case 'active':
      return null;
    case 'skipped':
      return (
        <p className="wt-PlanControls-note">
          {formatString(s.plans.skippedNote, { date: format.date(plan.skippedDueDate) })}
        </p>
      );
    case 'paused':
      return <p className="wt-PlanControls-note">{s.plans.pausedNote}</p>;
    case 'failed':
      return (
        <div className="wt-PlanControls-problem">
          <p className="wt-PlanControls-note">{s.plans.failedNote}</p>
          {plan.problemReason ? (
            <p className="wt-PlanControls-note">
              {formatString(s.plans.failedReason, { reason: plan.problemReason })}
            </p>
          ) : null}
          <LinkButton variant="secondary" size="sm" href={links.savedCards}>
            {s.plans.updateCard}
          </LinkButton>
        </div>
      );
    case 'needsAuthentication':
      return (
        <div className="wt-PlanControls-problem">
          <p className="wt-PlanControls-note">{s.plans.authenticationNote}</p>
          {plan.confirmPaymentHref ? (
            <LinkButton variant="primary" size="sm" href={plan.confirmPaymentHref}>
              {s.plans.confirmPayment}
            </LinkButton>
          ) : null}
        </div>
      );
  }
}
