export {
  type Toast,
  ToastRegion,
  type ToastRegionProps,
  toastDuration,
  useToasts,
} from './Toasts.js';
