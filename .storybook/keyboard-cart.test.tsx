import { keyboardPassOver } from './keyboardStories';

// The keyboard pass over the stories of the Cart and Checkout sections (keyboardStories.ts).
keyboardPassOver('cart');
