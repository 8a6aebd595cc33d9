// No kit stylesheet here: each component the shop draws brings its own rules, in the kit's
// layers, so the theme's unlayered tokens win wherever the bundler puts them.
import './theme.css';
import './shop.css';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';

const root = document.getElementById('root');
if (root)
  createRoot(root).render(<App navigate={(href) => window.history.pushState(null, '', href)} />);
