export { filledShare, filledSizes, gallerySizes, IMAGE_CONTAIN_BOX } from './filledSizes.js';
export { Image, type ImageProps } from './Image.js';
export {
  IMAGE_SIZES,
  type ImagePreload,
  type ImageSource,
  type ImageVariant,
  imagePreload,
  largestFallback,
  mainImage,
  type PictureSources,
  pictureSources,
} from './imageSources.js';
