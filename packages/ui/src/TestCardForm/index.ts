export { type TestCard, TestCardForm, type TestCardFormProps } from './TestCardForm.js';
