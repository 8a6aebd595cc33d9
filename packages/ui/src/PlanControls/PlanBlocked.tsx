import type { PlanStartBlocker } from '@wtkit/domain';
import { LinkButton } from '../Button/Button.js';
import { plansStrings } from '../strings/catalogue/plans.js';
import { useStringAreas } from '../strings/WtkitProvider.js';
import type { PlanLinks } from './types.js';

/** The catalogue's areas this module reads. */
const STRINGS = { plans: plansStrings };

/** Why a part cannot be planned yet, and a link to where the shopper can change that. */
export function PlanBlocked({ blocker, links }: { blocker: PlanStartBlocker; links: PlanLinks }) {
  const s = useStringAreas(STRINGS);
  const { why, action, href } = {
    noReplacement: { why: s.plans.noReplacement, action: s.plans.askUs, href: links.contact },
    noLifespan: { why: s.plans.noLifespan, action: s.plans.askUs, href: links.contact },
    noCard: { why: s.plans.noSavedCard, action: s.plans.saveCard, href: links.savedCards },
    noAddress: { why: s.plans.noAddress, action: s.plans.addAddress, href: links.shippingDetails },
  }[blocker];
  return (
    <div className="wt-PlanControls-body" data-state="none" data-blocker={blocker}>
      <p className="wt-PlanControls-note">{why}</p>
      <div className="wt-PlanControls-actions">
        <LinkButton variant="secondary" size="sm" href={href} data-plan-next-focus>
          {action}
        </LinkButton>
      </div>
    </div>
  );
}
