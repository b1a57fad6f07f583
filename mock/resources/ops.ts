/**
 * The job centre's viewsets (domain-protocol-ops §3): every row is filtered to the org and to
 * `creator = request.user`, even for administrators; the job list leaves out instant (quick) jobs,
 * which retrieve still returns; executions filter by `job_id`.
 */
import type { Ctx } from '../http';
import { ORG_ROOT } from '../rbac';
import type { Row } from '../types';
import type { ResourceBehaviour } from './types';

const JOB_LIST = '/api/v1/ops/jobs/';

function mine(rows: Row[], ctx: Ctx): Row[] {
  const user = ctx.user?.id;
  return rows.filter(
    (r) => r.creator === user && (ctx.orgId === ORG_ROOT || r.org_id === ctx.orgId),
  );
}

/** The creator is the requesting user (a read-only field on the wire). */
const setCreator: ResourceBehaviour['save'] = (row, attrs, w) => {
  delete attrs.creator;
  if (w.mode === 'create') row.creator = w.ctx.user?.id;
};

export const ownRows: ResourceBehaviour = { scope: mine, save: setCreator };

export const jobs: ResourceBehaviour = {
  save: setCreator,
  scope: (rows, ctx) => mine(rows, ctx).filter((r) => !(r.instant && ctx.path === JOB_LIST)),
};

export const jobExecutions: ResourceBehaviour = {
  scope: mine,
  filters: { job_id: (rows, value) => rows.filter((r) => String(r.job) === value) },
};
