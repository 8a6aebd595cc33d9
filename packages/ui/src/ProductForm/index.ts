export {
  type PartOption,
  ProductForm,
  type ProductFormProps,
} from './ProductForm.js';
export type { ImageUploadState } from './UploadStatus.js';
