/** What the rest of the server may use of this feature; its other modules are its own. */

export type { StorageRefusal } from './errors.js';
export { StorageError } from './errors.js';
export { createStorage } from './fromConfig.js';
export { createLocalStorage } from './localStorage.js';
export { createS3Storage } from './s3Storage.js';
export type { ReceivedUpload, Storage } from './storage.js';
export { IMAGE_TOO_LARGE, IMMUTABLE, MAX_UPLOAD_BYTES } from './storage.js';
