export {
  type ImageUploadState,
  type PartOption,
  ProductForm,
  type ProductFormProps,
} from './ProductForm.js';
