// The page's script. The app is in ./boot, which the build puts in one chunk with the rest of
// what every page loads (vite.config.ts); this entry starts it.
import { boot } from './boot';

boot();
