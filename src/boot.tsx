/**
 * The console's React side, loaded by the entry script (main.tsx) once it has sent the page's
 * first requests: the providers and startup (which take those requests' responses), then the app.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { currentLocale, loadCatalogue } from '../i18n';
import { App } from './App';
import { startConsole } from './shell/consoleRuntime';
import { preloadPage } from './shell/routes';

export async function boot(location: { pathname: string; search: string }): Promise<void> {
  // The current page's code downloads while startup's answers arrive and the first frame renders.
  void preloadPage(location.pathname);
  // react-admin renders in the page's language from the first frame.
  await loadCatalogue(currentLocale()).catch(() => undefined);
  const runtime = startConsole(location, {}, { pageReadsSent: true });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App runtime={runtime} />
    </StrictMode>,
  );
}
