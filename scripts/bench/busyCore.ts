/**
 * A loaded machine, for the figures of the page turn and the tree: a second process keeps one of
 * the cores busy while `fn` runs.
 */
import { spawn } from 'node:child_process';

export async function withBusyCore<T>(fn: () => Promise<T>): Promise<T> {
  const busy = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  try {
    return await fn();
  } finally {
    busy.kill();
  }
}

/** `fn` measured on a quiet machine, then with one core busy. */
export async function quietAndBusy<T>(fn: () => Promise<T>): Promise<{ quiet: T; busyCore: T }> {
  return { quiet: await fn(), busyCore: await withBusyCore(fn) };
}
