import { formatPrice, MESSAGES, toCents } from '@wtkit/domain';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { I18nProvider } from 'react-aria-components';
import { enUS } from './enUS.js';
import { formatString, type TemplateValues } from './formatString.js';
import type { MessageOverrides, PluralForms, WtkitStringOverrides, WtkitStrings } from './types.js';

/** Formatting in the provider's locale and currency. */
export interface WtkitFormat {
  /** The locale, a BCP 47 tag such as 'en-US' or 'es-US'. */
  locale: string;
  /** The ISO 4217 currency code prices are shown in, such as 'USD'. */
  currency: string;
  /** A dollar price as the API gives it (19.99): '$19.99' in en-US. */
  price: (dollars: number) => string;
  /** An amount in cents (1999): '$19.99' in en-US. */
  priceCents: (cents: number) => string;
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  /** A date as the shop shows it, in UTC ('Mar 5, 2026' in en-US); '' for a missing or invalid date. */
  date: (value: string | Date | null | undefined) => string;
  /** The form of a counted text for `count` (the locale's plural rules), placeholders filled. */
  plural: (forms: PluralForms, count: number, values?: TemplateValues) => string;
  /** A domain message (a validation or outcome text) as the host words it: its override, or itself. */
  message: (text: string) => string;
}

interface WtkitContextValue {
  /**
   * The string overrides of this provider and of those around it, merged. Laid over the default
   * texts when read: the whole catalogue by `useStrings`, an area by `useStringAreas`.
   */
  strings: WtkitStringOverrides;
  messages: MessageOverrides;
  format: WtkitFormat;
}

const DEFAULT_LOCALE = 'en-US';
const DEFAULT_CURRENCY = 'USD';

/** '1234.50' for 123450 cents, exact: Intl formats the decimal string without float noise. */
function centsToDecimal(cents: number): `${number}` {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cents must be an integer, got ${cents}.`);
  return formatPrice(cents / 100) as `${number}`;
}

/** Maps each replaced domain message's default text to the host's text. */
function messageMap(overrides: MessageOverrides): Map<string, string> {
  const map = new Map<string, string>();
  const defaults = MESSAGES as unknown as Record<string, Record<string, unknown>>;
  for (const [area, texts] of Object.entries(overrides as Record<string, Record<string, string>>)) {
    for (const [key, text] of Object.entries(texts ?? {})) {
      const original = defaults[area]?.[key];
      if (typeof original === 'string' && typeof text === 'string') map.set(original, text);
    }
  }
  return map;
}

function createFormat(
  locale: string,
  currency: string,
  replaced: ReadonlyMap<string, string>,
): WtkitFormat {
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const dates = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const plurals = new Intl.PluralRules(locale);
  // Making a number format costs far more than using one (a listing's counts and price bands
  // would make dozens per render): one per set of options, made when first asked for.
  const numbers = new Map<string, Intl.NumberFormat>();
  const numberFormat = (options?: Intl.NumberFormatOptions) => {
    const key = options ? JSON.stringify(options) : '';
    let made = numbers.get(key);
    if (!made) {
      made = new Intl.NumberFormat(locale, options);
      numbers.set(key, made);
    }
    return made;
  };
  const priceCents = (cents: number) => money.format(centsToDecimal(cents));
  return {
    locale,
    currency,
    price: (dollars) => priceCents(toCents(dollars)),
    priceCents,
    number: (value, options) => numberFormat(options).format(value),
    date: (value) => {
      if (value === null || value === undefined || value === '') return '';
      const date = value instanceof Date ? value : new Date(value);
      return Number.isNaN(date.getTime()) ? '' : dates.format(date);
    },
    plural: (forms, count, values) => {
      const form = forms[plurals.select(count)] ?? forms.other;
      return formatString(form, { count, ...values });
    },
    message: (text) => replaced.get(text) ?? text,
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The catalogue with the overrides laid over it: nested groups merge, texts and lists replace. */
export function mergeStrings<T>(base: T, overrides: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(overrides)) {
    return overrides === undefined ? base : (overrides as T);
  }
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    if (value !== undefined) merged[key] = mergeStrings(base[key], value);
  }
  return merged as T;
}

const NO_OVERRIDES: WtkitStringOverrides = {};

const DEFAULT_CONTEXT: WtkitContextValue = {
  strings: NO_OVERRIDES,
  messages: {},
  // No replaced messages, so no need of the domain's catalogue (`MESSAGES`) until a provider
  // replaces some: a host without a provider does not load it.
  format: createFormat(DEFAULT_LOCALE, DEFAULT_CURRENCY, new Map()),
};

const WtkitContext = createContext<WtkitContextValue>(DEFAULT_CONTEXT);

export interface WtkitProviderProps {
  /** Replacements of the kit's texts: any part of the catalogue; the rest keep their defaults. */
  strings?: WtkitStringOverrides;
  /** Replacements of domain messages (validation and outcomes), in the shape of `MESSAGES`. */
  messages?: MessageOverrides;
  /**
   * BCP 47 locale of numbers, prices, dates, plural forms and react-aria's own texts (the
   * provider wraps react-aria's I18nProvider with it). Without it: the outer provider's, else
   * 'en-US', and react-aria keeps the locale it has.
   */
  locale?: string;
  /** ISO 4217 currency of prices; 'USD' by default. */
  currency?: string;
  children: ReactNode;
}

/**
 * The host's words, locale and currency for every kit component inside it. Without a provider
 * the components use the US English catalogue (`enUS`), en-US and USD. Providers nest: an
 * inner one lays its overrides over the outer one's and inherits what it does not set.
 */
export function WtkitProvider({
  strings,
  messages,
  locale,
  currency,
  children,
}: WtkitProviderProps) {
  const parent = useContext(WtkitContext);
  const nextLocale = locale ?? parent.format.locale;
  const nextCurrency = currency ?? parent.format.currency;
  const value = useMemo<WtkitContextValue>(() => {
    const mergedMessages = messages ? mergeStrings(parent.messages, messages) : parent.messages;
    return {
      strings: strings ? mergeStrings(parent.strings, strings) : parent.strings,
      messages: mergedMessages,
      format: createFormat(nextLocale, nextCurrency, messageMap(mergedMessages)),
    };
  }, [parent, strings, messages, nextLocale, nextCurrency]);
  // Without a locale of its own the provider leaves react-aria's locale as it is: the outer
  // provider's, or the one the host gave react-aria itself.
  return (
    <WtkitContext.Provider value={value}>
      {locale === undefined ? children : <I18nProvider locale={locale}>{children}</I18nProvider>}
    </WtkitContext.Provider>
  );
}

/** The value kept for `key` in `cache`, made by `make` the first time. */
function remembered<K extends object, V>(cache: WeakMap<K, V>, key: K, make: () => V): V {
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    cache.set(key, value);
  }
  return value;
}

/** Whole catalogues by the overrides laid over them, so each is merged once. */
const catalogues = new WeakMap<WtkitStringOverrides, WtkitStrings>();

/**
 * The kit's texts: the provider's overrides over the default catalogue. It loads the whole
 * catalogue; a component that reads a few areas takes less with `useStringAreas`.
 */
export function useStrings(): WtkitStrings {
  const overrides = useContext(WtkitContext).strings;
  if (overrides === NO_OVERRIDES) return enUS;
  return remembered(catalogues, overrides, () => mergeStrings<WtkitStrings>(enUS, overrides));
}

/** Areas of the default catalogue by their names, as in `enUS` (`{ layout: layoutStrings }`). */
export type StringAreas = { readonly [Area in keyof WtkitStrings]?: (typeof enUS)[Area] };

/** The areas named by `areas`, as components read them. */
export type StringsOf<Areas extends StringAreas> = {
  readonly [Area in keyof Areas & keyof WtkitStrings]: WtkitStrings[Area];
};

/** Picked areas by the overrides laid over them, then by the areas asked for. */
const picked = new WeakMap<WtkitStringOverrides, WeakMap<StringAreas, unknown>>();

/**
 * Some areas of the kit's texts, the provider's overrides over their defaults: what
 * `useStrings()` gives for those areas, but a bundle takes only the areas named. Pass an object
 * made once, outside the component (`const STRINGS = { layout: layoutStrings }`): the answer is
 * the same object for as long as the provider's overrides are.
 */
export function useStringAreas<Areas extends StringAreas>(areas: Areas): StringsOf<Areas> {
  const overrides = useContext(WtkitContext).strings;
  const byAreas = remembered(picked, overrides, () => new WeakMap<StringAreas, unknown>());
  return remembered(byAreas, areas, () => {
    const replaced = overrides as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(areas).map(([area, texts]) => [area, mergeStrings(texts, replaced[area])]),
    );
  }) as StringsOf<Areas>;
}

/** Prices, numbers, dates, plural forms and domain messages in the provider's locale and currency. */
export function useFormat(): WtkitFormat {
  return useContext(WtkitContext).format;
}
