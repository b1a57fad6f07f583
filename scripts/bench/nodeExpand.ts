/**
 * Issue 13's tree figure for `npm run bench`: on a demo backend at MOCK_SCALE=10, the accounts
 * page's asset tree (nodes with their assets as leaves); expanding the top-level Default node
 * holding the most assets directly, the main thread's scripting from the children's answer to
 * the leaves on screen (Chromium's ScriptDuration, via CDP), per 100 leaves and in 16.7 ms frames.
 */
import type { Browser, Locator } from '@playwright/test';
import { createBackend, type Backend } from '../../mock/backend';
import { ORG_DEFAULT } from '../../mock/rbac';
import type { Row } from '../../mock/types';
import { withScaledPage } from './scaledPage';

const FRAME_MS = 1000 / 60;

export interface NodeExpandResult {
  node: string;
  leaves: number;
  scriptingMs: number;
  msPer100Leaves: number;
  framesPer100Leaves: number;
}

/** The Default node with the most direct assets, and its ancestors below the root. */
function biggestNode(backend: Backend): { path: Row[]; size: number } {
  const store = backend.state.store;
  // A node under the root: its leaves show with one expansion (a deeper one needs its
  // ancestors' leaves drawn first, which is the same cost measured twice).
  const nodes = store
    .rows('assets.nodes')
    .filter((n) => n.org_id === ORG_DEFAULT && String(n.key).split(':').length === 2);
  const direct = (n: Row) =>
    store.rows('assets.assets').filter((a) => (a.nodes as string[]).includes(String(n.id))).length;
  const target = nodes.reduce((best, n) => (direct(n) > direct(best) ? n : best));
  // Its ancestors below the root (open from the start), then itself.
  const keys = String(target.key).split(':');
  const path = keys.slice(2).map((_, i) => keys.slice(0, i + 2).join(':'));
  return {
    path: [...path, String(target.key)].map((key) => nodes.find((n) => n.key === key)!),
    size: direct(target),
  };
}

async function expand(scope: Locator, node: Row): Promise<Locator> {
  const item = scope
    .getByRole('treeitem', { name: new RegExp(`^${String(node.value)} \\(`) })
    .first();
  await item.locator('.MuiTreeItem-iconContainer').first().click({ timeout: 120_000 });
  return item;
}

export async function benchNodeExpand(browser: Browser, dist: string): Promise<NodeExpandResult> {
  const backend = createBackend({ scale: 10 });
  const { path, size } = biggestNode(backend);
  const target = path.at(-1)!;
  return withScaledPage(browser, dist, backend, async ({ base, page, scripting }) => {
    await page.goto(`${base}/ui/console/accounts/accounts`);
    let scope: Locator = page.getByRole('tree', { name: 'Asset tree' });
    await scope.getByRole('treeitem').first().waitFor({ timeout: 30_000 });
    for (const ancestor of path.slice(0, -1)) {
      scope = await expand(scope, ancestor);
      await scope.getByRole('group').first().waitFor({ timeout: 30_000 });
    }
    // The children's answer is held until the scripting so far is read: what follows is the render's.
    let before = 0;
    await page.route(
      `**/api/v1/assets/nodes/children/tree/?*key=${String(target.key)}*`,
      async (route) => {
        before = await scripting();
        await route.continue();
      },
    );
    const item = await expand(scope, target);
    const leaves = item.getByRole('group').first().getByRole('treeitem');
    await page.waitForFunction(
      ([el, n]) => (el as Element).querySelectorAll('[role="group"] [role="treeitem"]').length >= n,
      [await item.elementHandle(), size] as const,
      { timeout: 120_000 },
    );
    const scriptingMs = (await scripting()) - before;
    const count = await leaves.count();
    const msPer100Leaves = (scriptingMs * 100) / count;
    return {
      node: String(target.full_value),
      leaves: count,
      scriptingMs: Math.round(scriptingMs),
      msPer100Leaves: Number(msPer100Leaves.toFixed(1)),
      framesPer100Leaves: Number((msPer100Leaves / FRAME_MS).toFixed(2)),
    };
  });
}
