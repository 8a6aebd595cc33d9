import { gallerySizes, type ImagePreload, imagePreload } from '@wtkit/ui';
import { renderToString } from 'react-dom/server';
import { App } from './App.js';
import { featuredImages } from './catalogue.js';

export { cartItem, featuredImages, photoFile, products } from './catalogue.js';
export { esMessages, esStrings } from './esStrings.js';

/** The shop front rendered on a server, as its first HTML. */
export function render(): string {
  return renderToString(<App navigate={() => {}} />);
}

/**
 * The head's preload of the featured product's main photo: the same candidates its gallery's
 * `<picture>` offers first, so the browser fetches early the file the picture then shows.
 */
export function featuredPreload(): ImagePreload | undefined {
  const [main] = featuredImages;
  return main ? imagePreload(main, gallerySizes(main.variants)) : undefined;
}
