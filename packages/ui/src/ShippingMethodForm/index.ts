export { ShippingMethodForm, type ShippingMethodFormProps } from './ShippingMethodForm.js';
