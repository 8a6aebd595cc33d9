import { keyboardPassOver } from './keyboardStories';

// The keyboard pass over the stories of the Tracker, Orders and Admin sections (keyboardStories.ts).
keyboardPassOver('tracker');
