import { describe, expect, it } from 'vitest';
import * as domain from './index.js';

/** Names other packages rely on; renaming one is a breaking change. */
const FUNCTIONS = [
  'classifyContact',
  'isEmail',
  'isPhoneNumber',
  'displayTds',
  'tdsRating',
  'gpgToPpm',
  'ppmToGpg',
  'partLife',
  'partLifeTone',
  'partDueDate',
  'elapsedCalendarMonths',
  'partLifespanMonths',
  'pendingInstallations',
  'heavyWearReasons',
  'trackedSystemWearConditions',
  'orderStatusTone',
  'toCents',
  'fromCents',
  'hasAtMostTwoDecimals',
  'lineTotal',
  'orderTotal',
  'formatUsd',
  'formatPrice',
  'toRegisterPayload',
  'productToFormValues',
  'toTrackerAdditionalData',
  'trackerDialogPrefill',
  'settingsFromHouseData',
  'toHouseData',
  'shippingFromAddress',
  'productSearchPath',
  'zipLookupAllowed',
  'checkTdsZip',
  'fiveDigitZip',
  'parseVerificationType',
] as const;

const SCHEMAS = [
  'signInSchema',
  'signUpSchema',
  'registerPayloadSchema',
  'loginPayloadSchema',
  'productFormSchema',
  'productInputSchema',
  'trackerDialogSchema',
  'trackerAdditionalDataSchema',
  'settingsSchema',
  'houseDataSchema',
  'shippingSchema',
  'verificationCodeSchema',
  'searchTextSchema',
  'zipSchema',
  'usZipSchema',
  'contactFormSchema',
  'forgotPasswordSchema',
  'resetPasswordSchema',
  'quantitySchema',
] as const;

/** Each form's defaults and the schema that validates them. */
const DEFAULTS = [
  ['signInDefaults', 'signInSchema'],
  ['signUpDefaults', 'signUpSchema'],
  ['productFormDefaults', 'productFormSchema'],
  ['trackerDialogDefaults', 'trackerDialogSchema'],
  ['settingsDefaults', 'settingsSchema'],
  ['shippingDefaults', 'shippingSchema'],
  ['verificationCodeDefaults', 'verificationCodeSchema'],
  ['contactFormDefaults', 'contactFormSchema'],
  ['forgotPasswordDefaults', 'forgotPasswordSchema'],
  ['resetPasswordDefaults', 'resetPasswordSchema'],
] as const;

// A plain record, so names can be looked up without dynamic namespace access.
const api: Record<string, unknown> = { ...domain };

interface SchemaLike {
  safeParse(value: unknown): { error?: { issues: Array<{ code: string }> } };
}

function schemaNamed(name: string): SchemaLike {
  const value = api[name];
  if (typeof value !== 'object' || value === null || !('safeParse' in value)) {
    throw new Error(`${name} is not a schema`);
  }
  return value as SchemaLike;
}

describe('public API', () => {
  it.each(FUNCTIONS)('exports the function %s', (name) => {
    expect(typeof api[name]).toBe('function');
  });

  it.each(SCHEMAS)('exports the schema %s', (name) => {
    expect(typeof schemaNamed(name).safeParse).toBe('function');
  });

  it.each(DEFAULTS)('exports %s, of the shape %s expects', (defaultsName, schemaName) => {
    const defaults = api[defaultsName];
    expect(typeof defaults).toBe('object');
    // Defaults may fail required-field rules, but never on a field's type or choices.
    const issues = schemaNamed(schemaName).safeParse(defaults).error?.issues ?? [];
    const wrongShape = ['invalid_type', 'invalid_value', 'invalid_union', 'unrecognized_keys'];
    expect(issues.filter((i) => wrongShape.includes(i.code))).toEqual([]);
  });

  it('exports MESSAGES and the constants', () => {
    expect(domain.MESSAGES.auth.fillRequired).toBe('Please fill in all required fields.');
    expect(domain.CAROUSEL_SLIDE_COUNT).toBe(4);
    expect(domain.HOME_BANNER_SLIDES).toHaveLength(4);
    expect(domain.TDS_SCALING).toHaveLength(6);
  });

  it('keeps internal building blocks private', () => {
    for (const name of [
      'requiredText',
      'readNumber',
      'checkNumberField',
      'splitTags',
      'numberLike',
    ]) {
      expect(domain).not.toHaveProperty(name);
    }
  });
});
