import { renderToString } from 'react-dom/server';
import { App } from './App.js';

export { esMessages, esStrings } from './esStrings.js';

/** The shop front rendered on a server, as its first HTML. */
export function render(): string {
  return renderToString(<App navigate={() => {}} />);
}
