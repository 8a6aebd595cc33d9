import { z } from 'zod';
import { QUANTITY_GUARD_MAX, QUANTITY_MIN } from '../constants.js';
import { MESSAGES } from '../messages.js';

/**
 * A line quantity: a whole number of at least 1. The shop sets no maximum; the
 * server's guard of 100000 applies.
 */
export const quantitySchema = z
  .number({ error: MESSAGES.cart.quantityMin })
  .int(MESSAGES.cart.quantityMin)
  .min(QUANTITY_MIN, MESSAGES.cart.quantityMin)
  .max(QUANTITY_GUARD_MAX, MESSAGES.cart.quantityMax);
