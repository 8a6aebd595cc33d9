import { z } from 'zod';
import { CITY_MAX_LENGTH, STATE_MAX_LENGTH, STREET_MAX_LENGTH } from '../constants.js';
import { shippingMessages } from '../messages.js';
import { requiredText } from './fields.js';
import { usZipSchema } from './zip.js';

/**
 * Shipping details form: street, city, state and ZIP are required; the ZIP must be a
 * US ZIP (5 digits or ZIP+4). Texts are trimmed. The messages are beyond the spec except
 * 'ZIP Code is required.'.
 */
export const shippingSchema = z.object({
  street: requiredText(shippingMessages.streetRequired, STREET_MAX_LENGTH),
  city: requiredText(shippingMessages.cityRequired, CITY_MAX_LENGTH),
  state: requiredText(shippingMessages.stateRequired, STATE_MAX_LENGTH),
  zip: usZipSchema,
});
export type ShippingInput = z.input<typeof shippingSchema>;
export type ShippingOutput = z.output<typeof shippingSchema>;
export const shippingDefaults: ShippingInput = { street: '', city: '', state: '', zip: '' };

export interface AddressLike {
  readonly street?: string | null;
  readonly city?: string | null;
  readonly state?: string | null;
  readonly zip?: string | null;
}

/** Form values from the user's stored address (GET /users/me); missing parts become ''. */
export function shippingFromAddress(address: AddressLike | null | undefined): ShippingInput {
  return {
    street: address?.street ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    zip: address?.zip ?? '',
  };
}
