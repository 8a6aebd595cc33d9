import { z } from 'zod';
import { QUANTITY_GUARD_MAX, QUANTITY_MIN } from '../constants.js';
import { cartMessages } from '../messages.js';

/**
 * A line quantity: a whole number of at least 1. The shop sets no maximum; the
 * server's guard of 100000 applies.
 */
export const quantitySchema = z
  .number({ error: cartMessages.quantityMin })
  .int(cartMessages.quantityMin)
  .min(QUANTITY_MIN, cartMessages.quantityMin)
  .max(QUANTITY_GUARD_MAX, cartMessages.quantityMax);
