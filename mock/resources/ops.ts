/**
 * The job centre's viewsets (docs/domain.md §8): every row is filtered to the org and to
 * `creator = request.user`, even for administrators; the job list leaves out instant (quick) jobs,
 * which retrieve still returns; executions filter by `job_id`.
 */
import type { Ctx } from '../http';
import { ORG_ROOT } from '../rbac';
import type { Row } from '../types';
import type { ResourceBehaviour } from './types';
import { msg } from '../writes/coerce';

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

/**
 * `unique_together (name, org_id, creator)` of ad-hoc commands and playbooks: the creator is a
 * hidden field of the serializer, so the project validator names it beside the name.
 */
const uniquePerCreator: ResourceBehaviour['validate'] = (attrs, w) => {
  const name = 'name' in attrs ? attrs.name : w.instance?.name;
  const org = w.instance ? w.instance.org_id : w.ctx.orgId;
  const creator = w.instance ? w.instance.creator : w.ctx.user?.id;
  const clash = w.ctx.state.store
    .rows(w.spec.key)
    .some((r) => r !== w.instance && r.name === name && r.org_id === org && r.creator === creator);
  if (clash) return { name: [msg(w, 'mustBeUnique')], creator: [msg(w, 'mustBeUnique')] };
};

export const ownRows: ResourceBehaviour = {
  scope: mine,
  save: setCreator,
  validate: uniquePerCreator,
};

export const jobs: ResourceBehaviour = {
  save: setCreator,
  scope: (rows, ctx) => mine(rows, ctx).filter((r) => !(r.instant && ctx.path === JOB_LIST)),
};

export const jobExecutions: ResourceBehaviour = {
  scope: mine,
  filters: { job_id: (rows, value) => rows.filter((r) => String(r.job) === value) },
};
