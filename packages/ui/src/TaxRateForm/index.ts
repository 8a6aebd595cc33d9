export { TaxRateForm, type TaxRateFormProps } from './TaxRateForm.js';
