/**
 * Live lists (docs/shell.md §7.13): a list or list tab whose rows move by themselves (online
 * sessions, running job executions, the tickets waiting for the user) reads its rows again every
 * `refreshEvery` seconds. A tick is skipped while the page is hidden, while rows are selected, while
 * a menu or dialog is open over the page, and while the user types in a field of the table: what the
 * user is doing to the rows is never pulled from under them. A refetch keeps the rows on screen
 * until the answer replaces them (react-query keeps a query's data while it fetches), so the table
 * neither empties nor shows a spinner; selection, scroll and expanded rows stay as they are.
 */
import { useEffect, useRef, useState } from 'react';
import { notifyManager, useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';

/** Live reads in flight, and who counts them (the header's loading indicator). */
let liveReads = 0;
const watchers = new Set<() => void>();
function countLive(delta: number) {
  liveReads += delta;
  for (const w of watchers) w();
}

/** A query some component shows: not a read ahead of the page that will show it. */
const shown = { predicate: (q: Query) => q.getObserversCount() > 0 };
const busyIn = (client: QueryClient) => client.isFetching(shown) + client.isMutating() > liveReads;

/**
 * react-admin's "something is loading", counting only what the page shows and saves: neither the
 * live lists' background reads (the header's spinner does not turn every 15 s) nor the reads ahead
 * of the next pages (docs/architecture.md §4.2) while the user has asked for nothing.
 */
export function usePageBusy(): boolean {
  const client = useQueryClient();
  const [busy, setBusy] = useState(() => busyIn(client));
  useEffect(() => {
    const update = () => setBusy(busyIn(client));
    const stopQueries = client.getQueryCache().subscribe(notifyManager.batchCalls(update));
    const stopMutations = client.getMutationCache().subscribe(notifyManager.batchCalls(update));
    watchers.add(update);
    update();
    return () => {
      stopQueries();
      stopMutations();
      watchers.delete(update);
    };
  }, [client]);
  return busy;
}

/** An open MUI menu, popover, drawer or dialog (they all sit in a modal portal). */
export function overlayOpen(doc: Document = document): boolean {
  return doc.querySelector('.MuiModal-root:not(.MuiModal-hidden), [role="dialog"]') !== null;
}

/** The focus is in a text field inside a list's table (an inline edit in progress). */
function typingInTable(doc: Document = document): boolean {
  const el = doc.activeElement;
  return (
    !!el &&
    (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA') &&
    !!el.closest('.RaList-content') &&
    (el as HTMLInputElement).type !== 'checkbox'
  );
}

export interface LiveRefreshOptions {
  /** Seconds between reads; absent, 0 or false: not live. */
  every: number | false | undefined;
  /** Reads the rows again (a list context's or a query's `refetch`). */
  refetch: () => unknown;
  /**
   * Rows are being acted on (a selection): no tick. Open menus and dialogs and a field being typed
   * in hold every live list (`rowsHeld`); the header's badge passes `false` and ignores them.
   */
  held?: () => boolean;
  /** Whether open overlays and inline edits hold this refresh (default true). */
  rowsHeld?: boolean;
}

export function useLiveRefresh({ every, refetch, held, rowsHeld = true }: LiveRefreshOptions) {
  const latest = useRef({ refetch, held, rowsHeld });
  useEffect(() => {
    latest.current = { refetch, held, rowsHeld };
  });
  useEffect(() => {
    if (!every) return undefined;
    const id = setInterval(() => {
      const now = latest.current;
      if (document.visibilityState === 'hidden') return;
      if (now.held?.()) return;
      if (now.rowsHeld && (overlayOpen() || typingInTable())) return;
      countLive(1);
      void Promise.resolve(now.refetch()).finally(() => countLive(-1));
    }, every * 1000);
    return () => clearInterval(id);
  }, [every]);
}
