/** Renders the whole console (providers, layout, pages) at a path, with a fresh store. */
import { resourcePerms } from '../../../resources';
import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { memoryStore, type Store } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router';
import { createAuthProvider, type JmsAuthProvider } from '../../../authProvider';
import { Console } from '../../../src/App';

/** Where the console sent the browser outside itself (login, logout) or reloaded itself. */
export interface BrowserTrail {
  navigations: string[];
  reloads: string[];
  /** The in-app location, as the router has it now. */
  location: { pathname: string; search: string };
}

function LocationProbe({ onChange }: { onChange(location: BrowserTrail['location']): void }) {
  const { pathname, search } = useLocation();
  useEffect(() => onChange({ pathname, search }), [pathname, search, onChange]);
  return null;
}

export function renderConsole(
  path: string,
  /** Changes to the auth provider the console gets (a test's stand-in for one call). */
  adjust: (auth: JmsAuthProvider) => JmsAuthProvider = (auth) => auth,
  /** react-admin's Store (a fresh one by default; a test can hand one to the next render). */
  store: Store = memoryStore(),
): BrowserTrail {
  const trail: BrowserTrail = {
    navigations: [],
    reloads: [],
    location: { pathname: path, search: '' },
  };
  const env = {
    navigate: (url: string) => void trail.navigations.push(url),
    reload: (consolePath: string) => void trail.reloads.push(consolePath),
    currentPath: () => `/ui${path}`,
  };
  render(
    <MemoryRouter initialEntries={[path]}>
      <LocationProbe
        onChange={(location) => {
          trail.location = location;
        }}
      />
      <Console store={store} authProvider={adjust(createAuthProvider(resourcePerms, env))} />
    </MemoryRouter>,
  );
  return trail;
}
