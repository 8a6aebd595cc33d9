import type { PlanAction, PlanProblem, PlanStatus } from '@wtkit/domain';
import type { SavedCard } from '../SavedCards/SavedCards.js';
import type { ReplacementProduct } from '../TrackedFilterCard/TrackedFilterCard.js';

/** A postal address as Shipping Details keep it. */
export interface PlanAddress {
  street: string;
  city: string;
  state: string;
  zip: string;
}

/** A filter plan as the API gives it (`Plan`), with what the shopper must act on, if anything. */
export interface PlanControlsPlan {
  _id: string;
  status: PlanStatus;
  quantity: number;
  replacement: ReplacementProduct | null;
  /** The card charged each cycle; null once the shopper removed it. */
  savedCard: SavedCard | null;
  shippingAddress: PlanAddress;
  /** The day of the next order (a date, `2026-07-15`); null unless the plan is active. */
  nextOrderDate: string | null;
  /** The due date of the cycle the shopper skipped, if any. */
  skippedDueDate: string | null;
  /** What went wrong with the last order and waits for the shopper. */
  problem?: PlanProblem | null | undefined;
  /** Why the card was declined, as the payment provider said (`declined`). */
  problemReason?: string | null | undefined;
  /** Where the shopper confirms the payment their bank asks about (`authenticationRequired`). */
  confirmPaymentHref?: string | null | undefined;
}

/** The part a plan is for: its name, life and the product that replaces it. */
export interface PlanControlsPart {
  _id: string;
  partProductNameSnapshot: string;
  initialLifespanMonths: number | null;
  /** Null when the catalogue has no product for it (it cannot be planned). */
  replacement: ReplacementProduct | null;
}

/** What Start plan sends: the card to charge and how many of the replacement each order has. */
export interface PlanStartInput {
  savedCardId: string;
  quantity: number;
}

/** The host's addresses for what the shopper must do first. */
export interface PlanLinks {
  /** Where cards are saved (Settings). */
  savedCards: string;
  /** Where the shipping address is kept. */
  shippingDetails: string;
  /** Where to ask the shop for a replacement product or interval. */
  contact: string;
}

/** Start or change a plan; each resolves with the plan as the server answered it. */
export interface PlanHandlers {
  onStart: (input: PlanStartInput) => Promise<PlanControlsPlan>;
  onAction: (action: PlanAction) => Promise<PlanControlsPlan>;
}
