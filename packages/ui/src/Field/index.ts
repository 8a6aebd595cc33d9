export {
  CheckboxField,
  type CheckboxFieldProps,
  NumberInputField,
  RadioGroupField,
  type RadioGroupFieldProps,
  type RadioOption,
  TextAreaField,
  type TextAreaFieldProps,
  TextInputField,
  type TextInputFieldProps,
} from './Field.js';
