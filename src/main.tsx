import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { hashLinkTarget } from './shell/links';
import { preloadScreen } from './shell/routes';

// Links in the platform's hash form (/ui/#/audit/...) open the same page's URL.
const target = hashLinkTarget(window.location);
if (target) window.history.replaceState(null, '', target);
// The current page's code downloads while startup talks to the backend.
preloadScreen(window.location.pathname.replace(/^\/ui/, ''));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
