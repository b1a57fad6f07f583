/**
 * A loaded machine, for the page turns' figures: a second process keeps one
 * of the cores busy while `fn` runs.
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
