import { themeClass } from '@bq/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

// The theme class sits on <html> so Radix portals (dialogs, toasts) rendered on <body> get it.
document.documentElement.classList.add(themeClass);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
