/**
 * Micro-benchmark of the demo backend's hottest path: one searched, filtered, ordered page of the
 * asset list, through the whole request pipeline (cookies, session, RBAC, org, JSON).
 */
import { createBackend } from './backend';
import { seedStore } from './seed';

const ASSET_PAGE =
  '/api/v1/assets/assets/?category=host&is_active=true&search=web&order=-name&offset=15&limit=15';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Signs in through a bearer token, warms up, then times `runs` requests; the median in ms. */
export async function benchAssetList(scale: number, runs = 30): Promise<number> {
  const backend = createBackend({ scale, now: new Date('2023-03-20T02:00:00Z') });
  const origin = 'http://127.0.0.1';
  const auth = await backend.handle(
    new Request(`${origin}/api/v1/authentication/auth/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'ChangeMe' }),
    }),
  );
  const { token } = (await auth.json()) as { token: string };
  const once = async () => {
    const res = await backend.handle(
      new Request(`${origin}${ASSET_PAGE}`, { headers: { Authorization: `Bearer ${token}` } }),
    );
    if (res.status !== 200) throw new Error(`asset list answered ${res.status}`);
    await res.arrayBuffer();
  };
  for (let i = 0; i < 5; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await once();
    times.push(performance.now() - start);
  }
  return median(times);
}

/**
 * The CPU milliseconds of building the seed at this scale (CPU rather than wall time: what the
 * demo backend and every test worker pay once, whatever else the machine runs).
 */
export function benchSeed(scale: number): number {
  const start = process.cpuUsage();
  seedStore({ now: new Date('2023-03-20T02:00:00Z'), scale });
  const used = process.cpuUsage(start);
  return Math.round((used.user + used.system) / 1000);
}
