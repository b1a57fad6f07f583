/**
 * What a cold load's timeline says about the way to the first list request: how many API round
 * trips lie on it (the longest chain of requests where each starts after the previous ended, the
 * list request included: 1 means it left in the first round), how long after the entry JS arrived it
 * left, and the time in between when nothing was fetched or run (a timer, a wait): in all, and its
 * longest stretch.
 */
export interface TimedRequest {
  method: string;
  url: string;
  /** ms since navigation start. */
  startMs: number;
  endMs: number;
}

export interface Interval {
  startMs: number;
  endMs: number;
}

export interface CriticalPath {
  /** API round trips up to and including the first list request (0: no list request seen). */
  roundTrips: number;
  /** The chain itself, "METHOD path" each. */
  chain: string[];
  /** From the entry JS's end to the first list request's start. */
  entryToListMs: number;
  /** The time between the two with no request in flight and no task on the main thread… */
  idleMs: number;
  /** …and its longest stretch. */
  idleGapMs: number;
}

export const label = (r: TimedRequest) => {
  const u = new URL(r.url);
  return `${r.method} ${u.pathname}${u.search}`;
};

export function isListRequest(r: TimedRequest, listApi: string): boolean {
  const u = new URL(r.url);
  return r.method === 'GET' && u.pathname === listApi && u.searchParams.has('limit');
}

export function criticalPath(
  api: TimedRequest[],
  busy: Interval[],
  entryEndMs: number,
  listApi: string,
): CriticalPath {
  const list = api.find((r) => isListRequest(r, listApi));
  if (!list) return { roundTrips: 0, chain: [], entryToListMs: 0, idleMs: 0, idleGapMs: 0 };
  const chain = longestChain(
    api.filter((r) => r.startMs <= list.startMs),
    list,
  );
  const idle = gaps([...api, ...busy], entryEndMs, list.startMs);
  return {
    roundTrips: chain.length,
    chain: chain.map(label),
    entryToListMs: list.startMs - entryEndMs,
    idleMs: idle.reduce((sum, g) => sum + g, 0),
    idleGapMs: Math.max(0, ...idle),
  };
}

/**
 * The longest chain of requests each started after the previous one ended (each link a round
 * trip), ending at `last` when given, else the longest of all.
 */
export function longestChain(requests: TimedRequest[], last?: TimedRequest): TimedRequest[] {
  const sorted = [...requests].sort((a, b) => a.startMs - b.startMs);
  // Longest chain ending at each request: one more than the longest that ended before it started.
  const best = new Map<TimedRequest, TimedRequest[]>();
  let longest: TimedRequest[] = [];
  for (const r of sorted) {
    let before: TimedRequest[] = [];
    for (const q of sorted) {
      const chain = best.get(q);
      if (chain && q.endMs <= r.startMs && chain.length > before.length) before = chain;
    }
    const chain = [...before, r];
    best.set(r, chain);
    if (chain.length > longest.length) longest = chain;
  }
  return last ? (best.get(last) ?? [last]) : longest;
}

/** The lengths of the parts of [from, to] that no interval covers. */
export function gaps(intervals: Interval[], from: number, to: number): number[] {
  const found: number[] = [];
  let covered = from;
  for (const i of [...intervals].sort((a, b) => a.startMs - b.startMs)) {
    if (i.startMs >= to) break;
    if (i.startMs > covered) found.push(i.startMs - covered);
    covered = Math.max(covered, i.endMs);
  }
  if (to > covered) found.push(to - covered);
  return found;
}
