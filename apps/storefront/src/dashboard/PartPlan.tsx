import { useMutation } from '@tanstack/react-query';
import type { Address, Plan, SavedCard } from '@wtkit/api-client';
import { PlanControls, type PlanControlsPart, type PlanLinks } from '@wtkit/ui';
import { useState } from 'react';
import { errorMessage } from '../errors';
import { mutations } from '../mutations';

/** Where the shopper saves a card, completes the address, and asks the shop. */
const PLAN_LINKS: PlanLinks = {
  savedCards: '/settings',
  shippingDetails: '/shippingDetails',
  contact: '/contact-us',
};

export interface PartPlanProps {
  part: PlanControlsPart;
  /** The part's plan; null when it has none; undefined while the plans load. */
  plan: Plan | null | undefined;
  cards: readonly SavedCard[] | undefined;
  shippingAddress: Address | null | undefined;
}

/**
 * A tracked part's filter plan on the dashboard: the kit's controls, starting and changing the
 * plan through the API (a plan's `problem`, reason and confirm link are the kit's own fields,
 * answered as they are). The plans and the saved cards refresh through the mutations'
 * invalidation before each change settles; the server's sentence is shown when one fails.
 */
export function PartPlan({ part, plan, cards, shippingAddress }: PartPlanProps) {
  const create = useMutation(mutations.createPlan());
  const update = useMutation(mutations.updatePlan());
  const [error, setError] = useState<string | null>(null);

  const settle = async (change: Promise<{ data: Plan }>) => {
    setError(null);
    try {
      return (await change).data;
    } catch (cause) {
      setError(errorMessage(cause, ''));
      throw cause;
    }
  };

  return (
    <PlanControls
      part={part}
      plan={plan}
      cards={cards}
      shippingAddress={shippingAddress}
      links={PLAN_LINKS}
      error={error}
      onStart={(input) => settle(create.mutateAsync({ trackedPartId: part._id, ...input }))}
      onAction={(action) => {
        if (!plan) return Promise.reject(new Error('The part has no plan.'));
        return settle(update.mutateAsync({ id: plan._id, action }));
      }}
    />
  );
}
