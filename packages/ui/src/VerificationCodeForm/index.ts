export { VerificationCodeForm, type VerificationCodeFormProps } from './VerificationCodeForm.js';
