import { createHmac, timingSafeEqual } from 'node:crypto';
import { PLAN_LINK_ACTIONS, type PlanLinkAction } from '@wtkit/domain';

/**
 * The links of a plan's messages: `<cycle id>.<action>.<signature>`, signed with the server's
 * secret, so they work without signing in and cannot be made up for another cycle or action.
 * Whether one still works (used, expired) is the cycle's state, not the token's.
 */
const signature = (secret: string, cycleId: string, action: PlanLinkAction) =>
  createHmac('sha256', secret).update(`plan-link\n${cycleId}\n${action}`).digest('base64url');

export function planLinkToken(secret: string, cycleId: string, action: PlanLinkAction): string {
  return `${cycleId}.${action}.${signature(secret, cycleId, action)}`;
}

/** The cycle and action of a token this server signed; undefined for any other string. */
export function readPlanLinkToken(
  secret: string,
  token: string,
): { cycleId: string; action: PlanLinkAction } | undefined {
  const [cycleId, action, signed, ...rest] = token.split('.');
  if (!cycleId || !action || !signed || rest.length > 0) return undefined;
  if (!(PLAN_LINK_ACTIONS as readonly string[]).includes(action)) return undefined;
  const expected = Buffer.from(signature(secret, cycleId, action as PlanLinkAction));
  const given = Buffer.from(signed);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { cycleId, action: action as PlanLinkAction };
}

/** The shop's page for a link: its landing page uses the link's contract operations. */
export const planLinkUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/$/, '')}/plan-links/${token}`;
