import { z } from 'zod';
import {
  ADDITIONAL_MAX_LENGTH,
  CATEGORIES,
  type Category,
  DEFAULT_CATEGORY,
  DESCRIPTION_MAX_LENGTH,
  FEATURED_OPTIONS,
  FILTER_TYPES,
  type FilterType,
  ID_MAX_LENGTH,
  IMAGE_URLS_MAX_COUNT,
  IMPORTANT_OPTIONS,
  IMPORTANT_RANKS,
  type ImportantOption,
  type ImportantRank,
  PARTS_MAX_COUNT,
  PRICE_MAX_DOLLARS,
  PRODUCT_NAME_MAX_LENGTH,
  PRODUCT_TYPES,
  type ProductType,
  REPLACE_MONTHS_MAX,
  SKU_MAX_LENGTH,
  STOCK_MAX,
  TAG_MAX_LENGTH,
  TAGS_MAX_COUNT,
  URL_MAX_LENGTH,
} from '../constants.js';
import { formMessages, productFormMessages } from '../messages.js';
import { formatPrice, hasAtMostTwoDecimals } from '../money.js';
import { optionalText, readNumber, requiredText, splitTags } from './fields.js';
import type { ProductPayload } from './productInput.js';

const M = productFormMessages;
const WHOLE_NUMBER_TEXT = /^\d+$/;

// Issues raised in these transforms say `continue: true`: otherwise zod aborts and skips the
// object-level checks, hiding the cross-field messages until these are fixed.

const priceText = z.string({ error: M.priceRequired }).transform((raw, ctx): number => {
  const fail = (message: string) => {
    ctx.addIssue({ code: 'custom', message, continue: true });
    return z.NEVER;
  };
  const reading = readNumber(raw);
  if (reading.kind === 'empty') return fail(M.priceRequired);
  if (reading.kind === 'invalid') return fail(M.priceInvalid);
  const price = reading.value;
  if (price < 0) return fail(M.priceNegative);
  if (!hasAtMostTwoDecimals(price)) return fail(M.priceDecimals);
  if (price > PRICE_MAX_DOLLARS) return fail(M.priceTooHigh);
  return price;
});

/** The stock field's problem, or null when it is a whole number from 0 to the maximum. */
function stockProblem(text: string): string | null {
  if (text === '') return M.stockRequired;
  if (!WHOLE_NUMBER_TEXT.test(text)) return M.stockInvalid;
  if (Number(text) > STOCK_MAX) return M.stockTooHigh;
  return null;
}

const stockText = z.string({ error: M.stockRequired }).transform((raw, ctx): number => {
  const text = raw.trim();
  const message = stockProblem(text);
  if (message === null) return Number(text);
  ctx.addIssue({ code: 'custom', message, continue: true });
  return z.NEVER;
});

const tagsText = z.string().transform((raw, ctx): string[] => {
  const tags = splitTags(raw);
  if (tags.some((tag) => tag.length > TAG_MAX_LENGTH)) {
    ctx.addIssue({ code: 'custom', message: M.tagTooLong, continue: true });
  } else if (tags.length > TAGS_MAX_COUNT) {
    ctx.addIssue({ code: 'custom', message: M.tooManyTags, continue: true });
  }
  return tags;
});

const imageUrlList = z.array(z.string()).transform((raw, ctx): string[] => {
  const urls = raw.map((url) => url.trim()).filter((url) => url !== '');
  if (urls.some((url) => url.length > URL_MAX_LENGTH)) {
    ctx.addIssue({
      code: 'custom',
      message: formMessages.tooLong(URL_MAX_LENGTH),
      continue: true,
    });
  } else if (urls.length > IMAGE_URLS_MAX_COUNT) {
    ctx.addIssue({ code: 'custom', message: M.tooManyImages, continue: true });
  }
  return urls;
});

type ReplaceMonthsReading = number | null | 'invalid';

/** Blank is null; otherwise a whole number from 1 to 240. */
function readReplaceMonths(raw: string | undefined): ReplaceMonthsReading {
  const text = (raw ?? '').trim();
  if (text === '') return null;
  if (!WHOLE_NUMBER_TEXT.test(text)) return 'invalid';
  const months = Number(text);
  return months >= 1 && months <= REPLACE_MONTHS_MAX ? months : 'invalid';
}

function toImportant(option: ImportantOption): ImportantRank | null {
  return IMPORTANT_RANKS.find((rank) => String(rank) === option) ?? null;
}

/**
 * Create/Edit Product form, with values as a form holds them: numbers as text,
 * isFeatured 'yes' | 'no', important 'no' | '1' | '2' | '3', tags as slash-separated text.
 * The output is the API's product body (`ProductPayload`, accepted by `productInputSchema`).
 *
 * Rules: name, sku, price, stock and description are required; price is a number of 0 or more
 * with at most 2 decimals (step 0.01); stock a whole number of 0 or more; tags are split on
 * '/', trimmed, empties dropped; important 'no' becomes null. Fields hidden by the product type
 * are not validated and are normalised on output: a type other than filter sends parts [] and
 * filterType 'none'; a type other than part sends null replace months. For parts, replace
 * months are optional, but when given they are whole numbers from 1 to 240.
 */
export const productFormSchema = z
  .object({
    name: requiredText(M.nameRequired, PRODUCT_NAME_MAX_LENGTH),
    sku: requiredText(M.skuRequired, SKU_MAX_LENGTH),
    price: priceText,
    stock: stockText,
    category: z.enum(CATEGORIES, { error: M.invalidCategory }),
    imageUrl: optionalText(URL_MAX_LENGTH),
    imageUrls: imageUrlList,
    description: requiredText(M.descriptionRequired, DESCRIPTION_MAX_LENGTH),
    isFeatured: z.enum(FEATURED_OPTIONS, { error: M.invalidFeatured }),
    important: z.enum(IMPORTANT_OPTIONS, { error: M.invalidImportant }),
    tags: tagsText,
    type: z.enum(PRODUCT_TYPES, { error: M.invalidType }),
    filterType: z.enum(FILTER_TYPES, { error: M.invalidFilterType }),
    parts: z.array(z.string()),
    quickReplaceMonths: z.string().optional(),
    slowReplaceMonths: z.string().optional(),
    additional: optionalText(ADDITIONAL_MAX_LENGTH),
  })
  .superRefine((values, ctx) => {
    if (values.type === 'filter') {
      if (values.parts.some((id) => id.trim() === '' || id.trim().length > ID_MAX_LENGTH)) {
        ctx.addIssue({ code: 'custom', path: ['parts'], message: M.invalidPart });
      } else if (values.parts.length > PARTS_MAX_COUNT) {
        ctx.addIssue({ code: 'custom', path: ['parts'], message: M.tooManyParts });
      }
    }
    if (values.type === 'part') {
      for (const key of ['quickReplaceMonths', 'slowReplaceMonths'] as const) {
        if (readReplaceMonths(values[key]) === 'invalid') {
          ctx.addIssue({ code: 'custom', path: [key], message: M.replaceMonthsInvalid });
        }
      }
    }
  })
  .transform((values): ProductPayload => {
    const isFilter = values.type === 'filter';
    const isPart = values.type === 'part';
    const months = (raw: string | undefined) => {
      const reading = isPart ? readReplaceMonths(raw) : null;
      return reading === 'invalid' ? null : reading;
    };
    return {
      name: values.name,
      sku: values.sku,
      price: values.price,
      stock: values.stock,
      category: values.category,
      imageUrl: values.imageUrl,
      imageUrls: values.imageUrls,
      description: values.description,
      isFeatured: values.isFeatured === 'yes',
      important: toImportant(values.important),
      tags: values.tags,
      type: values.type,
      filterType: isFilter ? values.filterType : 'none',
      parts: isFilter ? values.parts.map((id) => id.trim()) : [],
      quickReplaceMonths: months(values.quickReplaceMonths),
      slowReplaceMonths: months(values.slowReplaceMonths),
      additional: values.additional,
    };
  });
export type ProductFormInput = z.input<typeof productFormSchema>;
export type ProductFormOutput = z.output<typeof productFormSchema>;

/** An empty Create Product form; category residential. */
export const productFormDefaults: ProductFormInput = {
  name: '',
  sku: '',
  price: '',
  stock: '',
  category: DEFAULT_CATEGORY,
  imageUrl: '',
  imageUrls: [],
  description: '',
  isFeatured: 'no',
  important: 'no',
  tags: '',
  type: 'none',
  filterType: 'none',
  parts: [],
  quickReplaceMonths: '',
  slowReplaceMonths: '',
  additional: '',
};

/**
 * A product as the edit form receives it (navigation state or GET /products/{id}). Tolerant:
 * any field may be missing or null, and parts may be ids or populated products.
 */
export interface ProductFormSource {
  readonly name?: string | null;
  readonly sku?: string | null;
  readonly price?: number | null;
  readonly stock?: number | null;
  readonly category?: Category | null;
  readonly imageUrl?: string | null;
  readonly imageUrls?: readonly string[] | null;
  readonly description?: string | null;
  readonly isFeatured?: boolean | null;
  readonly important?: number | null;
  readonly tags?: readonly string[] | null;
  readonly type?: ProductType | null;
  readonly filterType?: FilterType | null;
  readonly parts?: ReadonlyArray<string | { readonly _id: string }> | null;
  readonly quickReplaceMonths?: number | null;
  readonly slowReplaceMonths?: number | null;
  readonly additional?: string | null;
}

const numberText = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

/**
 * Edit-mode form values of an existing product: price with 2 decimals, stock and months as
 * text, tags joined with '/', important as 'no' or its rank, missing fields as in
 * `productFormDefaults`.
 */
export function productToFormValues(product: ProductFormSource): ProductFormInput {
  const d = productFormDefaults;
  const price = product.price;
  const important = IMPORTANT_RANKS.find((rank) => rank === product.important);
  return {
    name: product.name ?? d.name,
    sku: product.sku ?? d.sku,
    price: typeof price === 'number' && Number.isFinite(price) ? formatPrice(price) : d.price,
    stock: numberText(product.stock),
    category: product.category ?? d.category,
    imageUrl: product.imageUrl ?? d.imageUrl,
    imageUrls: [...(product.imageUrls ?? [])],
    description: product.description ?? d.description,
    isFeatured: product.isFeatured === true ? 'yes' : 'no',
    important: important === undefined ? 'no' : (String(important) as ImportantOption),
    tags: (product.tags ?? []).join('/'),
    type: product.type ?? d.type,
    filterType: product.filterType ?? d.filterType,
    parts: (product.parts ?? []).map((part) => (typeof part === 'string' ? part : part._id)),
    quickReplaceMonths: numberText(product.quickReplaceMonths),
    slowReplaceMonths: numberText(product.slowReplaceMonths),
    additional: product.additional ?? d.additional,
  };
}
