/**
 * "Execute now" of the account automations (docs/domain.md §5.2): a POST creating an
 * execution whose id is the Celery task id, followed in the task log dialog.
 */
import type { FieldOverride, Reference } from '../types';
import { nodePicker, userPicker } from './pickers';
import { namedBy } from './relations';
import type { ActionSpec, RelationTab } from '../vocabulary';

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
 * An execution's "Log" (docs/domain.md §5.6): its id is the Celery task id, so the task log dialog
 * reads it (Lina's `openTaskPage(row.id)`).
 */
export const executionLog: ActionSpec = {
  name: 'log',
  label: 'accountsArea.actions.log',
  icon: 'task',
  places: ['row', 'detail'],
  run: { kind: 'dialog', component: 'accounts/ExecutionLogDialog' },
};

/**
 * An execution's duration, from its start to its finish (the server sends none, docs/domain.md
 * §5.6).
 */
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

/** The membership calls refuse in a 200: `{"error": …}` (docs/domain.md §5.5). */
const refused = (answer: unknown) => !!answer && typeof answer === 'object' && 'error' in answer;

export interface MembershipOptions {
  /** The automation's URL segment under /api/v1/accounts/ (`change-secret`, `push-account`). */
  segment: string;
  /** Its add-asset segment: push's is misspelt `push-accountt` (docs/domain.md §5.5). */
  addSegment?: string;
  /** The automation's change permission, which its membership calls need. */
  perm: string;
}

/**
 * An automation's Assets and Nodes tabs (docs/domain.md §5.5): every asset it runs on
 * (direct and under its nodes, `{id, name, address}`), direct assets added and removed (assets
 * that come from a node stay), and its nodes added and removed. Shown, as in Lina, to those who
 * may change the automation.
 */
export function membershipTabs({
  segment,
  addSegment = segment,
  perm,
}: MembershipOptions): RelationTab[] {
  const base = `/api/v1/accounts/${segment}/{id}`;
  return [
    {
      kind: 'relation',
      path: 'assets',
      label: 'accountsArea.tabs.assets',
      resource: 'assets',
      url: `${base}/assets/`,
      filter: () => ({}),
      columns: ['name', 'address'],
      perm: [perm, 'assets.view_asset'],
      add: {
        options: { url: '/api/v1/assets/assets/', label: 'name', query: { fields_size: 'mini' } },
        call: {
          method: 'PATCH',
          url: `/api/v1/accounts/${addSegment}/{id}/asset/add/`,
          body: ({ ids }) => ({ assets: ids }),
        },
        perm,
        failed: refused,
      },
      remove: {
        call: {
          method: 'PATCH',
          url: `${base}/asset/remove/`,
          body: ({ ids }) => ({ assets: ids }),
        },
        perm,
        failed: refused,
      },
    },
    {
      kind: 'relation',
      path: 'nodes',
      label: 'accountsArea.tabs.nodes',
      resource: 'nodes',
      // The nodes the automation names, read by id.
      filter: namedBy('nodes'),
      perm: [perm, 'assets.view_node'],
      add: {
        options: { url: nodePicker.url, label: 'full_value' },
        call: {
          method: 'PATCH',
          url: `${base}/nodes/`,
          query: () => ({ action: 'add' }),
          body: ({ ids }) => ({ nodes: ids }),
        },
        perm,
        failed: refused,
      },
      remove: {
        call: {
          method: 'PATCH',
          url: `${base}/nodes/`,
          query: () => ({ action: 'remove' }),
          body: ({ ids }) => ({ nodes: ids }),
        },
        perm,
        failed: refused,
      },
    },
  ];
}
