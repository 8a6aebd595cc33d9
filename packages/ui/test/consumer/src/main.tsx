import '@wtkit/ui/styles.css';
import './theme.css';
import './shop.css';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';

const root = document.getElementById('root');
if (root)
  createRoot(root).render(<App navigate={(href) => window.history.pushState(null, '', href)} />);
