export {
  EmailVerificationBanner,
  type EmailVerificationBannerProps,
} from './EmailVerificationBanner.js';
