export {
  CheckboxField,
  type CheckboxFieldProps,
  NumberInputField,
  RadioGroupField,
  type RadioGroupFieldProps,
  type RadioOption,
  TextInputField,
  type TextInputFieldProps,
} from './Field.js';
