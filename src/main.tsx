import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startConsole } from './shell/consoleRuntime';
import { App } from './App';
import { hashLinkTarget } from './shell/links';
import { preloadPage } from './shell/routes';

// Links in the platform's hash form (/ui/#/audit/...) open the same page's URL.
const target = hashLinkTarget(window.location);
if (target) window.history.replaceState(null, '', target);
const pathname = window.location.pathname.replace(/^\/ui(?=\/|$)/, '') || '/';
// The current page's code downloads and startup talks to the backend while the first frame renders.
preloadPage(pathname);
const runtime = startConsole(pathname, window.location.search);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App runtime={runtime} />
  </StrictMode>,
);
