import type { PlanAction } from '@wtkit/domain';
import { useEffect, useRef, useState } from 'react';
import type { PlanControlsPlan, PlanHandlers, PlanStartInput } from './types.js';

/** What is running: the start, or one of the actions. */
export type PlanPending = 'start' | PlanAction | null;

/** What changed with a plan, to say once it has. */
export type PlanOutcome = { kind: 'started' | PlanAction; plan: PlanControlsPlan };

/** A key that changes whenever the plan the controls show does (a new state, a new date). */
const planKey = (plan: PlanControlsPlan | null | undefined) =>
  plan
    ? `${plan._id}:${plan.status}:${plan.nextOrderDate}:${plan.skippedDueDate}:${plan.problem}`
    : String(plan);

/**
 * Runs Start plan and the plan's actions one at a time: what is pending, the last outcome to
 * announce, and focus kept in the controls. An action that takes away the control that started
 * it (Pause becomes Resume, Start plan's form goes once the plan exists, Cancel takes the plan
 * away) sends focus to the first control the controls show next, once the host shows the
 * changed plan. A failure is the host's to show (its `error`); nothing is announced for it.
 */
export function usePlanActions(plan: PlanControlsPlan | null | undefined, handlers: PlanHandlers) {
  const rootRef = useRef<HTMLFieldSetElement>(null);
  const [pending, setPending] = useState<PlanPending>(null);
  const [outcome, setOutcome] = useState<PlanOutcome | null>(null);
  // The plan's key when the last action started, until the host shows it changed.
  const [shownBefore, setShownBefore] = useState<string | null>(null);
  const key = planKey(plan);

  useEffect(() => {
    if (shownBefore === null || shownBefore === key) return;
    setShownBefore(null);
    const root = rootRef.current;
    const active = document.activeElement;
    if (!root || (active?.isConnected && active !== document.body)) return;
    root.querySelector<HTMLElement>('[data-plan-next-focus]')?.focus();
  }, [key, shownBefore]);

  const run = async (kind: NonNullable<PlanPending>, call: () => Promise<PlanControlsPlan>) => {
    if (pending) return;
    setPending(kind);
    setOutcome(null);
    setShownBefore(key);
    try {
      const changed = await call();
      setOutcome({ kind: kind === 'start' ? 'started' : kind, plan: changed });
    } catch {
      setShownBefore(null);
    } finally {
      setPending(null);
    }
  };

  return {
    rootRef,
    pending,
    outcome,
    start: (input: PlanStartInput) => run('start', () => handlers.onStart(input)),
    act: (action: PlanAction) => run(action, () => handlers.onAction(action)),
  };
}
