import { renderToString } from 'react-dom/server';
import { App } from './App.js';

/** Server rendering straight from the installed tarballs. */
export function render(): string {
  return renderToString(<App navigate={() => {}} />);
}
