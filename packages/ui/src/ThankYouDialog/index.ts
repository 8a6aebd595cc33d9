export { ThankYouDialog, type ThankYouDialogProps } from './ThankYouDialog.js';
