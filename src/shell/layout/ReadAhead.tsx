/**
 * Reads ahead what the user will need next (src/shell/readAhead.ts): the next page's requests as
 * the router takes a navigation, and the likely pages' code and metadata when the browser is idle.
 * The layout mounts it once the first page has its data. Only under the app's own router (a page
 * load in the browser): tests render pages under routers of their own.
 */
import { useEffect, useEffectEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useStoreContext } from 'react-admin';
import { useLocation } from 'react-router';
import type { JmsDataProvider } from '../../../dataProvider';
import { useRouterWatch } from '../latestLocation';
import { likelySteps, prefetchWhenIdle, readAheadFor } from '../readAhead';
import { useShell, useShellMenu } from '../ShellContext';

export function ReadAhead() {
  const watch = useRouterWatch();
  const { access } = useShell();
  const menu = useShellMenu();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const store = useStoreContext();
  const { pathname } = useLocation();

  useEffect(
    () =>
      watch?.listen((to, from) =>
        readAheadFor(to, from, { access, queryClient, dataProvider, store }),
      ),
    [watch, access, queryClient, dataProvider, store],
  );

  // Once per menu (a view, an organisation), from the page the user is on when it appears.
  const startPrefetch = useEffectEvent((signal: AbortSignal) => {
    if (!watch) return;
    const steps = likelySteps(pathname, menu, { access, queryClient, dataProvider });
    void prefetchWhenIdle(steps, queryClient, signal);
  });
  useEffect(() => {
    const stop = new AbortController();
    startPrefetch(stop.signal);
    return () => stop.abort();
  }, [menu]);
  return null;
}
