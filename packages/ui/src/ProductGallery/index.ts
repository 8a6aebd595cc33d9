export { Magnifier, type MagnifierProps } from './Magnifier.js';
export { ProductGallery, type ProductGalleryProps } from './ProductGallery.js';
