/**
 * The tree figure of `npm run bench`: on a demo backend at MOCK_SCALE=10, the accounts
 * page's asset tree (nodes with their assets as leaves); expanding the top-level Default node
 * holding the most assets directly (~1,000 in the scaled seed), the main thread's scripting from
 * the children's answer to its first page of leaves on screen (Chromium's ScriptDuration, via
 * CDP), per 100 of the node's assets and in 16.7 ms frames; then one "Show more" page likewise,
 * per 100 leaves it drew.
 */
import type { Browser, Locator } from '@playwright/test';
import { createBackend, type Backend } from '../../mock/backend';
import { ORG_DEFAULT } from '../../mock/rbac';
import type { Row } from '../../mock/types';
import { CHILDREN_PAGE } from '../../src/components/tree/treeState';
import { withScaledPage } from './scaledPage';

const FRAME_MS = 1000 / 60;

export interface NodeExpandResult {
  node: string;
  /** The node's direct assets. */
  assets: number;
  /** Drawn on expansion: the first page. */
  leaves: number;
  scriptingMs: number;
  /** Expansion's scripting per 100 of the node's assets. */
  msPer100Assets: number;
  framesPer100Assets: number;
  /** The same per 100 leaves it drew (MUI X's per-item cost). */
  msPer100Drawn: number;
  /** One "Show more": its scripting per 100 leaves it drew. */
  showMore: {
    leaves: number;
    scriptingMs: number;
    msPer100Leaves: number;
    framesPer100Leaves: number;
  };
}

const frames = (ms: number) => Number((ms / FRAME_MS).toFixed(2));
const per100 = (ms: number, n: number) => Number(((ms * 100) / n).toFixed(1));

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
  return withScaledPage(browser, dist, backend, async ({ base, page, scripting, idle }) => {
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
      // A predicate: the key's colons are percent-encoded in the address.
      (url) =>
        url.pathname.endsWith('/nodes/children/tree/') &&
        url.searchParams.get('key') === String(target.key),
      async (route) => {
        before = await scripting();
        await route.continue();
      },
    );
    // Found before the click: Playwright's role and name matching runs in the page and would count.
    const item = scope
      .getByRole('treeitem', { name: new RegExp(`^${String(target.value)} \\(`) })
      .first();
    const handle = (await item.elementHandle())!;
    await idle();
    await (await item.locator('.MuiTreeItem-iconContainer').first().elementHandle())!.click();
    const group = item.getByRole('group').first();
    const drawn = (n: number) =>
      page.waitForFunction(
        ([el, want]) =>
          (el as Element).querySelectorAll('[role="group"] [role="treeitem"]').length >= want,
        [handle, n] as const,
        { timeout: 120_000 },
      );
    // The first page and its "Show more" item (or every child of a smaller node).
    const first = Math.min(size, CHILDREN_PAGE);
    await drawn(first + (size > first ? 1 : 0));
    if (!before) throw new Error("the node's children request was not held");
    const scriptingMs = (await scripting()) - before;
    const leaves = Math.min(await group.getByRole('treeitem').count(), first);

    const more = (await group.getByRole('treeitem', { name: /^Show more/ }).elementHandle())!;
    await idle();
    const beforeMore = await scripting();
    await more.click();
    const second = Math.min(size, 2 * CHILDREN_PAGE);
    await drawn(second + (size > second ? 1 : 0));
    const moreMs = (await scripting()) - beforeMore;
    const moreLeaves = second - first;
    return {
      node: String(target.full_value),
      assets: size,
      leaves,
      scriptingMs: Math.round(scriptingMs),
      msPer100Assets: per100(scriptingMs, size),
      framesPer100Assets: frames((scriptingMs * 100) / size),
      msPer100Drawn: per100(scriptingMs, leaves),
      showMore: {
        leaves: moreLeaves,
        scriptingMs: Math.round(moreMs),
        msPer100Leaves: per100(moreMs, moreLeaves),
        framesPer100Leaves: frames((moreMs * 100) / moreLeaves),
      },
    };
  });
}
