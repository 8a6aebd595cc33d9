export { ShippingForm, type ShippingFormProps } from './ShippingForm.js';
