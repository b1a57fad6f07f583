/**
 * `after.settle`: some calls only queue work another component does later (a kill-session task a
 * terminal picks up at its heartbeat). The records are re-read until they say the work is done,
 * then the list is refreshed once more, so a terminated session leaves the Online tab without
 * the user reloading (the Vue console reloads blindly after 50 s).
 */
import type { AnyRecord, SettleSpec } from '../../../resources/vocabulary';

const EVERY_MS = 2000;
const MAX_MS = 60_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once every record reads done (or the time is up, or a read fails). */
export async function settle(
  spec: SettleSpec,
  ids: readonly (string | number)[],
  read: (url: string) => Promise<AnyRecord>,
): Promise<void> {
  const every = spec.everyMs ?? EVERY_MS;
  const deadline = Date.now() + (spec.maxMs ?? MAX_MS);
  let pending = [...ids];
  while (pending.length && Date.now() < deadline) {
    await wait(every);
    try {
      const records = await Promise.all(
        pending.map((id) => read(spec.url.replace('{id}', encodeURIComponent(String(id))))),
      );
      pending = pending.filter((_, i) => !spec.done(records[i]!));
    } catch {
      return;
    }
  }
}
