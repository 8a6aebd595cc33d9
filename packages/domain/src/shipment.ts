import { CARRIER_MAX_LENGTH, TRACKING_NUMBER_MAX_LENGTH } from './constants.js';
import { receivedOrdersMessages } from './messages.js';

/** A carrier's tracking number: letters and digits, with spaces or dashes between. */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;

/** What an admin types when shipping an order, trimmed; empty fields are left out. */
export interface Shipment {
  carrier?: string;
  trackingNumber?: string;
}

/**
 * The shipment as the server takes it, or the problem with the tracking number. Both fields
 * are optional; the lengths are cut at the fields' limits by the inputs.
 */
export function readShipment(input: {
  carrier: string;
  trackingNumber: string;
}): { ok: true; shipment: Shipment } | { ok: false; trackingNumberError: string } {
  const carrier = input.carrier.trim().slice(0, CARRIER_MAX_LENGTH);
  const trackingNumber = input.trackingNumber.trim().slice(0, TRACKING_NUMBER_MAX_LENGTH);
  if (trackingNumber && !TRACKING_NUMBER_PATTERN.test(trackingNumber))
    return { ok: false, trackingNumberError: receivedOrdersMessages.trackingNumberInvalid };
  return {
    ok: true,
    shipment: { ...(carrier ? { carrier } : {}), ...(trackingNumber ? { trackingNumber } : {}) },
  };
}
