import { z } from 'zod';
import {
  ADDITIONAL_MAX_LENGTH,
  CATEGORIES,
  DESCRIPTION_MAX_LENGTH,
  FILTER_TYPES,
  ID_MAX_LENGTH,
  IMAGE_URLS_MAX_COUNT,
  IMPORTANT_RANKS,
  PARTS_MAX_COUNT,
  PRICE_MAX_DOLLARS,
  PRODUCT_NAME_MAX_LENGTH,
  PRODUCT_TYPES,
  REPLACE_MONTHS_MAX,
  SKU_MAX_LENGTH,
  STOCK_MAX,
  TAG_MAX_LENGTH,
  TAGS_MAX_COUNT,
  URL_MAX_LENGTH,
} from '../constants.js';
import { productFormMessages } from '../messages.js';
import { hasAtMostTwoDecimals } from '../money.js';
import { closedObject, optionalText, requiredText } from './fields.js';

const M = productFormMessages;

/** A product id in a filter's parts list. */
export const productIdField = z
  .string({ error: M.invalidPart })
  .trim()
  .min(1, M.invalidPart)
  .max(ID_MAX_LENGTH, M.invalidPart);

const replaceMonthsField = z
  .number({ error: M.replaceMonthsInvalid })
  .int(M.replaceMonthsInvalid)
  .min(1, M.replaceMonthsInvalid)
  .max(REPLACE_MONTHS_MAX, M.replaceMonthsInvalid)
  .nullable()
  .default(null);

/**
 * Body of POST /products and PUT /products/{id} as the server validates it.
 *
 * - name, sku, description required (trimmed); price in dollars, 0 to 1000000, at most 2
 *   decimals; stock a whole number 0 to 1000000; category, type and filterType from their
 *   enumerations; important null or 1-3; replace months null or whole numbers 1-240.
 * - Cross-field: only filters may list parts or have a filterType other than 'none'; only
 *   parts may have replace months. The server refuses such a body rather than silently
 *   dropping data; the product form normalises before sending.
 * - Optional fields default as the API contract says (imageUrl '', lists [], isFeatured false,
 *   important null, type and filterType 'none', replace months null, additional '').
 * - Closed: unknown fields (an `_id`, timestamps) are refused.
 */
export const productInputSchema = closedObject({
  name: requiredText(M.nameRequired, PRODUCT_NAME_MAX_LENGTH),
  sku: requiredText(M.skuRequired, SKU_MAX_LENGTH),
  price: z
    .number({ error: M.priceRequired })
    .min(0, M.priceNegative)
    .max(PRICE_MAX_DOLLARS, M.priceTooHigh)
    .refine(hasAtMostTwoDecimals, M.priceDecimals),
  stock: z
    .number({ error: M.stockRequired })
    .int(M.stockInvalid)
    .min(0, M.stockInvalid)
    .max(STOCK_MAX, M.stockTooHigh),
  category: z.enum(CATEGORIES, { error: M.invalidCategory }),
  imageUrl: optionalText(URL_MAX_LENGTH).default(''),
  imageUrls: z
    .array(optionalText(URL_MAX_LENGTH).min(1, M.emptyImageUrl))
    .max(IMAGE_URLS_MAX_COUNT, M.tooManyImages)
    .default([]),
  description: requiredText(M.descriptionRequired, DESCRIPTION_MAX_LENGTH),
  isFeatured: z.boolean({ error: M.invalidFeatured }).default(false),
  important: z.literal(IMPORTANT_RANKS, { error: M.invalidImportant }).nullable().default(null),
  tags: z
    .array(z.string().trim().min(1, M.emptyTag).max(TAG_MAX_LENGTH, M.tagTooLong))
    .max(TAGS_MAX_COUNT, M.tooManyTags)
    .default([]),
  type: z.enum(PRODUCT_TYPES, { error: M.invalidType }).default('none'),
  filterType: z.enum(FILTER_TYPES, { error: M.invalidFilterType }).default('none'),
  parts: z.array(productIdField).max(PARTS_MAX_COUNT, M.tooManyParts).default([]),
  quickReplaceMonths: replaceMonthsField,
  slowReplaceMonths: replaceMonthsField,
  additional: optionalText(ADDITIONAL_MAX_LENGTH).default(''),
}).superRefine((product, ctx) => {
  if (product.type !== 'filter') {
    if (product.parts.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['parts'], message: M.partsOnlyForFilters });
    }
    if (product.filterType !== 'none') {
      ctx.addIssue({ code: 'custom', path: ['filterType'], message: M.filterTypeOnlyForFilters });
    }
  }
  if (product.type !== 'part') {
    for (const key of ['quickReplaceMonths', 'slowReplaceMonths'] as const) {
      if (product[key] !== null) {
        ctx.addIssue({ code: 'custom', path: [key], message: M.replaceMonthsOnlyForParts });
      }
    }
  }
});
export type ProductInput = z.input<typeof productInputSchema>;
/** A product as the API stores and returns it, without _id and timestamps. */
export type ProductPayload = z.output<typeof productInputSchema>;
