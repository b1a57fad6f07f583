/**
 * Reads sent ahead of the screen that will make them (startup sends the first page's rows with its
 * own requests): the screen's identical request, made soon after, takes the answer under way
 * instead of asking again. Identical means the same URL, query and organisation; each answer is
 * taken once, and one left untaken for long is dropped rather than shown stale.
 */
import { buildUrl, orgHeader, type QueryValue } from './httpClient';

/** How long an early answer may wait for its screen. */
export const EARLY_READ_TTL_MS = 15_000;

interface EarlyRead {
  key: string;
  sentAt: number;
  answer: Promise<unknown>;
}

export interface EarlyReads {
  put(url: string, query: Record<string, QueryValue>, send: () => Promise<unknown>): void;
  /** The answer to this very request if it was sent early (and not taken yet). */
  take<T>(url: string, query: Record<string, QueryValue>): Promise<T> | null;
}

export function createEarlyReads(now: () => number = Date.now): EarlyReads {
  let pending: EarlyRead | null = null;
  const keyOf = (url: string, query: Record<string, QueryValue>) =>
    `${orgHeader()} ${buildUrl(url, query)}`;
  return {
    put(url, query, send) {
      const answer = send();
      // A failure is the screen's to report, if it ever asks.
      answer.catch(() => undefined);
      pending = { key: keyOf(url, query), sentAt: now(), answer };
    },
    take<T>(url: string, query: Record<string, QueryValue>) {
      const read = pending;
      if (!read || read.key !== keyOf(url, query)) return null;
      pending = null;
      return now() - read.sentAt <= EARLY_READ_TTL_MS ? (read.answer as Promise<T>) : null;
    },
  };
}
