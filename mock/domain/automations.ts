/**
 * An account automation's scope (docs/domain.md §5.5): its direct assets plus every asset
 * under its nodes (`BaseAutomation.get_all_assets`), what its executions and its assets tab see.
 */
import type { Ctx } from '../http';
import type { Row } from '../types';
import { assetsOfNodes, subtreeOf } from './nodes';

const ids = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);

export function automationAssets(ctx: Ctx, automation: Row): Row[] {
  const store = ctx.state.store;
  const direct = ids(automation.assets)
    .map((id) => store.find('assets.assets', id))
    .filter((a): a is Row => Boolean(a));
  const nodes = ids(automation.nodes)
    .map((id) => store.find('assets.nodes', id))
    .filter((n): n is Row => Boolean(n))
    .flatMap((n) => subtreeOf(ctx, n));
  const under = assetsOfNodes(store.rows('assets.assets'), nodes);
  return [...new Map([...direct, ...under].map((a) => [String(a.id), a])).values()];
}
