/** Relation tabs several descriptors share. */
import type { AnyRecord, RelationTab } from '../types';

/**
 * An automation's (or backup plan's, or job's) executions: that list filtered by `automation_id`
 * (`plan_id` for backups, `job_id` for jobs), as Lina's Executions tab asks (docs/domain.md
 * §5.3), each row with the execution's own actions (its log, its output).
 */
export function executionsTab(resource: string, param = 'automation_id'): RelationTab {
  return {
    kind: 'relation',
    path: 'executions',
    label: 'pages.tabs.executions',
    resource,
    filter: (record) => ({ [param]: String(record.id) }),
    rowActions: true,
  };
}

/** The ids of a record's related objects (`[id]` or `[{id, name}]`). */
export function relatedIds(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.map((v) => String(v && typeof v === 'object' && 'id' in v ? v.id : v));
}

/**
 * A relation tab's filter for the objects a record's `field` names, read by id (`ids=a,b`); null,
 * nothing to read, when it names none.
 */
export function namedBy(field: string): (record: AnyRecord) => Record<string, string> | null {
  return (record) => {
    const ids = relatedIds(record[field]);
    return ids.length ? { ids: ids.join(',') } : null;
  };
}
