export {
  type ContactFormInput,
  type ContactFormOutput,
  contactFormDefaults,
  contactFormSchema,
} from './contactForm.js';
export {
  type ForgotPasswordInput,
  type ForgotPasswordOutput,
  forgotPasswordDefaults,
  forgotPasswordSchema,
  type ResetPasswordInput,
  type ResetPasswordOutput,
  resetPasswordDefaults,
  resetPasswordSchema,
} from './passwordReset.js';
export {
  type ProductFormInput,
  type ProductFormOutput,
  type ProductFormSource,
  productFormDefaults,
  productFormSchema,
  productToFormValues,
} from './productForm.js';
export { type ProductInput, type ProductPayload, productInputSchema } from './productInput.js';
export {
  PROMO_SCOPE_ALL,
  type PromoCodeFormInput,
  type PromoCodeFormOutput,
  type PromoCodeFormSource,
  promoCodeFormDefaults,
  promoCodeFormSchema,
  promoCodeToFormValues,
} from './promoCodeForm.js';
export { quantitySchema } from './quantity.js';
export {
  type SearchTextInput,
  type SearchTextOutput,
  searchTextSchema,
} from './search.js';
export {
  type SearchSynonymInput,
  type SearchSynonymOutput,
  searchSynonymSchema,
} from './searchSynonym.js';
export {
  type HouseData,
  type HouseDataInput,
  type HouseDataLike,
  houseDataSchema,
  type SettingsInput,
  type SettingsOutput,
  settingsDefaults,
  settingsFromHouseData,
  settingsSchema,
  toHouseData,
} from './settings.js';
export {
  type AddressLike,
  type ShippingInput,
  type ShippingOutput,
  shippingDefaults,
  shippingFromAddress,
  shippingSchema,
} from './shipping.js';
export {
  readStateList,
  type ShippingMethodFormInput,
  type ShippingMethodFormOutput,
  type ShippingMethodFormSource,
  shippingMethodFormDefaults,
  shippingMethodFormSchema,
  shippingMethodToFormValues,
} from './shippingMethodForm.js';
export {
  type LoginPayload,
  type LoginPayloadInput,
  loginPayloadSchema,
  type SignInInput,
  type SignInOutput,
  signInDefaults,
  signInSchema,
} from './signIn.js';
export {
  type RegisterPayload,
  type RegisterPayloadInput,
  registerPayloadSchema,
  type SignUpInput,
  type SignUpOutput,
  signUpDefaults,
  signUpSchema,
  toRegisterPayload,
} from './signUp.js';
export { validateWithoutEval } from './strictCsp.js';
export {
  type TaxRateFormInput,
  type TaxRateFormOutput,
  taxRateFormDefaults,
  taxRateFormSchema,
} from './taxRateForm.js';
export {
  parseExpiry,
  type TestCardInput,
  type TestCardOutput,
  testCardDefaults,
  testCardSchema,
  toTestCard,
} from './testCard.js';
export {
  type TrackerAdditionalData,
  type TrackerAdditionalDataInput,
  trackerAdditionalDataSchema,
} from './trackerAdditionalData.js';
export {
  type TrackerDialogInput,
  type TrackerDialogOutput,
  type TrackerEstimate,
  type TrackerPrefillHouseData,
  type TrackerPrefillUser,
  toTrackerAdditionalData,
  trackerDialogDefaults,
  trackerDialogPrefill,
  trackerDialogSchema,
} from './trackerDialog.js';
export {
  parseVerificationType,
  type VerificationCodeInput,
  type VerificationCodeOutput,
  verificationCodeDefaults,
  verificationCodeSchema,
  verificationTypeFor,
} from './verificationCode.js';
export {
  usZipSchema,
  type ZipInput,
  type ZipOutput,
  zipSchema,
} from './zip.js';
