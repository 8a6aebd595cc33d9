/** What the rest of the server may use of this feature; its other modules are its own. */

export type { Message, Messenger, QueuedMessage } from './messenger.js';
export { createMessenger } from './messenger.js';
