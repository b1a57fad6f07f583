/**
 * "Execute now" of the account automations (domain-protocol-assets §5.2): a POST creating an
 * execution whose id is the Celery task id, followed in the task log dialog.
 */
import type { FieldOverride, Reference } from '../types';
import { nodePicker, userPicker } from './pickers';
import type { ActionSpec } from '../vocabulary';

export interface ExecuteOptions {
  /** The executions endpoint under /api/v1/accounts/. */
  endpoint: string;
  perm: string;
  /** The body key naming the automation (`plan` for backup plans). */
  key?: 'automation' | 'plan';
  /** Only active automations can run (change secret, push). */
  activeOnly?: boolean;
}

export function executeNow({
  endpoint,
  perm,
  key = 'automation',
  activeOnly,
}: ExecuteOptions): ActionSpec {
  return {
    name: 'execute',
    label: 'actions.labels.execute',
    icon: 'play',
    places: ['row', 'detail'],
    perm,
    disabled: activeOnly ? (a) => (a.is_active ? false : 'actions.reason.inactive') : undefined,
    run: {
      kind: 'call',
      method: 'POST',
      url: `/api/v1/accounts/${endpoint}/`,
      body: ({ record }) => ({ [key]: record!.id }),
    },
    after: { task: 'task', message: false },
  };
}

/**
 * An execution's "Log" (§5.6): its id is the Celery task id, so the task log dialog reads it
 * (Lina's `openTaskPage(row.id)`).
 */
export const executionLog: ActionSpec = {
  name: 'log',
  label: 'accountsArea.actions.log',
  icon: 'task',
  places: ['row', 'detail'],
  run: { kind: 'dialog', component: 'accounts/ExecutionLogDialog' },
};

/** An execution's duration, from its start to its finish (the server sends none, §5.6). */
export const executionDuration: FieldOverride = {
  label: 'accountsArea.fields.duration',
  cell: 'duration',
  virtual: { type: 'string', read_only: true },
};

/** An automation's `accounts`: a JSON list of usernames, typed and shown as tags. */
export const automationFields: Record<string, FieldOverride> = {
  accounts: { widget: 'tags', cell: 'tags' },
};

/** Where an automation's scope and its recipients are picked from (Lina's Select2 sources). */
export const scopeReferences: Record<string, Reference> = {
  nodes: nodePicker,
  assets: { url: '/api/v1/assets/assets/', query: { fields_size: 'mini' } },
};
export const recipientReferences: Record<string, Reference> = { recipients: userPicker };
