/** Renders the whole console at a path on the demo backend, recording where it sends the browser. */
import { resourcePerms } from '../../../resources';
import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { memoryStore } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router';
import { createAuthProvider } from '../../../authProvider';
import { Console } from '../../../src/App';

export interface Trail {
  /** Full-page navigations (login page, backend pages). */
  navigations: string[];
  /** The in-app location now. */
  pathname: string;
  search: string;
}

function Probe({ onPath }: { onPath: (pathname: string, search: string) => void }) {
  const { pathname, search } = useLocation();
  useEffect(() => onPath(pathname, search), [pathname, search, onPath]);
  return null;
}

export function renderConsole(path: string): Trail {
  const trail: Trail = { navigations: [], pathname: path, search: '' };
  const env = {
    navigate: (url: string) => void trail.navigations.push(url),
    reload: () => undefined,
    currentPath: () => `/ui${path}`,
  };
  render(
    <MemoryRouter initialEntries={[path]}>
      <Probe onPath={(p, q) => void Object.assign(trail, { pathname: p, search: q })} />
      <Console store={memoryStore()} authProvider={createAuthProvider(resourcePerms, env)} />
    </MemoryRouter>,
  );
  return trail;
}
