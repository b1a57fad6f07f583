/**
 * The router's own latest location, which runs ahead of `useLocation()` while a navigation waits
 * for a page's code: React keeps the leaving page mounted during that transition, with its old
 * location, and a relative navigation it makes then (a search written once an answer arrives)
 * would land on its old path and send the user back. Only the app's data router provides it;
 * elsewhere (tests' MemoryRouter) every location counts as current. The browser's address is
 * checked too: Back, Forward and a pushed address change it before the router has taken the
 * navigation, and a navigation begun then would replace the one under way.
 *
 * The router also tells of each navigation as it takes it (`listen`), before the next page's code
 * has come: what that page will ask for can be asked for then (readAhead.ts).
 */
import { createContext, useCallback, useContext, useEffect } from 'react';
import { createPath, useHref, useLocation, useNavigate, type Location } from 'react-router';

export interface RouterWatch {
  latest(): Location;
  /**
   * Calls `listener` with each location the router takes (console paths, without /ui); returns
   * the way to stop.
   */
  listen(listener: (to: Location, from: Location) => void): () => void;
}

export const LatestLocationContext = createContext<RouterWatch | null>(null);

/** The router's watch, where the app's data router provides it. */
export const useRouterWatch = () => useContext(LatestLocationContext);

/** A check, for effects, that the location this page rendered with is still the router's. */
export function useStillCurrent(): () => boolean {
  const location = useLocation();
  // The router's location carries the basename; keys alone do not tell addresses pushed
  // without a state apart (all "default").
  const here = useHref(location);
  const watch = useRouterWatch();
  return useCallback(() => {
    if (!watch) return true;
    const now = watch.latest();
    const browser = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    return now.key === location.key && createPath(now) === here && browser === here;
  }, [watch, location.key, here]);
}

/**
 * `<Navigate replace>` to another query of the same page, made only while the page is current: a
 * page committed with a location the router has already left (its passive effects run a task
 * after the commit, and the user may navigate in between) must not send the user back.
 */
export function ReplaceSearch({ search }: { search: string }) {
  const navigate = useNavigate();
  const stillCurrent = useStillCurrent();
  useEffect(() => {
    if (stillCurrent()) void navigate({ search }, { replace: true });
  }, [search, navigate, stillCurrent]);
  return null;
}
