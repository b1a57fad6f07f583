/**
 * `POST /api/v1/assets/nodes/check_assets_amount_task/` (docs/domain.md §2.5): Lina's tree
 * menu "Check assets amount". No body; **200** `{"task": id}` (underscores in the URL). The demo's
 * counts are always computed, so the task only logs each node's amount of the organisation.
 */
import { randomUUID } from 'node:crypto';
import { assetsAmount, isOrgRoot, nodesIn } from '../domain/nodes';
import { startTask } from '../domain/tasks';
import { json, type Ctx } from '../http';
import type { Route } from '../router';
import { requirePerm } from './domainCommon';

const TASK = 'assets.tasks.nodes_amount.check_node_assets_amount_task';

function checkAmount(ctx: Ctx): Response {
  const refused = requirePerm(ctx, 'assets.change_node');
  if (refused) return refused;
  const nodes = nodesIn(ctx).sort((a, b) =>
    String(a.full_value).localeCompare(String(b.full_value)),
  );
  const id = randomUUID();
  startTask(
    ctx.state,
    {
      name: TASK,
      args: [],
      lines: [
        `>>> Check node assets amount (${nodes.filter(isOrgRoot).length} organisation roots)`,
        ...nodes.map((n) => `${String(n.full_value)}: ${assetsAmount(ctx, n)}`),
        '>>> Done',
      ],
    },
    id,
  );
  return json({ task: id });
}

export const nodeAmountRoutes: Route[] = [
  {
    method: 'POST',
    pattern: /^\/api\/v1\/assets\/nodes\/check_assets_amount_task\/$/,
    handle: checkAmount,
  },
];
