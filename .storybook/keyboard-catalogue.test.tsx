import { keyboardPassOver } from './keyboardStories';

// The keyboard pass over the stories of the Home, Catalogue and Product sections (keyboardStories.ts).
keyboardPassOver('catalogue');
