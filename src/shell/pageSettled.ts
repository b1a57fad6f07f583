/**
 * When the page on screen has its data and the browser has nothing to do: the moment work the
 * user has not asked for yet may begin (readAhead.ts), never competing with the page's own.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

export function idle(): Promise<void> {
  return new Promise((resolve) =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(() => resolve(), { timeout: 2_000 })
      : setTimeout(resolve, 50),
  );
}

/** Resolves once no query is fetching, or after `limitMs`. */
function notFetching(queryClient: QueryClient, limitMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      unsubscribe();
      clearTimeout(timer);
      resolve();
    };
    const check = () => {
      if (!queryClient.isFetching()) done();
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    const timer = setTimeout(done, limitMs);
    check();
  });
}

/**
 * Resolves once no query is fetching and the browser is idle, or after `limitMs`. A list asks for
 * its rows only once its metadata has come: no query fetching at one moment is not enough.
 * Called once the page has mounted (its first queries started).
 */
export async function pageSettled(queryClient: QueryClient, limitMs = 10_000): Promise<void> {
  const until = Date.now() + limitMs;
  do {
    await notFetching(queryClient, Math.max(0, until - Date.now()));
    await idle();
  } while (queryClient.isFetching() && Date.now() < until);
}

/** Whether the page this is rendered after (in its Suspense boundary) has settled. */
export function usePageSettled(): boolean {
  const queryClient = useQueryClient();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let mounted = true;
    void pageSettled(queryClient).then(() => mounted && setSettled(true));
    return () => {
      mounted = false;
    };
  }, [queryClient]);
  return settled;
}
