export { PromoCodeForm, type PromoCodeFormProps } from './PromoCodeForm.js';
