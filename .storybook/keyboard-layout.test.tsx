import { keyboardPassOver } from './keyboardStories';

// The keyboard pass over the stories of the Layout, Building blocks, Feedback and Account sections (keyboardStories.ts).
keyboardPassOver('layout');
