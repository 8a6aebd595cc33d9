/** What the rest of the server may use of this feature; its other modules are its own. */

export type { ImageSlots } from './imageSlots.js';
export { createImageSlots } from './imageSlots.js';
export {
  lineImages,
  type RecordedImage,
  recordedImages,
  type ShownImage,
  shownImage,
} from './shownImages.js';
export { recordedImage, recordedUpload, storeImageVariants } from './storeVariants.js';
