export { type PartOption, PartPicker, type PartPickerProps } from './PartPicker.js';
export { ProductForm, type ProductFormProps } from './ProductForm.js';
export type { ImageUploadState } from './UploadStatus.js';
