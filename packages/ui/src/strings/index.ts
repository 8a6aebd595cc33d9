export * from './catalogue/index.js';
export { enUS } from './enUS.js';
export { formatString, type TemplateValues } from './formatString.js';
export type {
  MessageOverrides,
  Placeholders,
  PluralForms,
  StringOverrides,
  TemplateOverride,
  WtkitStringOverrides,
  WtkitStrings,
} from './types.js';
export {
  type StringAreas,
  type StringsOf,
  useFormat,
  useStringAreas,
  useStrings,
  type WtkitFormat,
  WtkitProvider,
  type WtkitProviderProps,
} from './WtkitProvider.js';
