export {
  type ShippingMethodOption,
  ShippingMethodPicker,
  type ShippingMethodPickerProps,
} from './ShippingMethodPicker.js';
