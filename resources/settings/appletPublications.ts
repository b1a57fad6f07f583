import { defineResource } from '../types';
import type { ActionSpec } from '../vocabulary';

/**
 * Publishing applets on hosts (docs/domain.md §12.5): `terminal.view_AppletHostDeployment`,
 * a mixed-case codename no role holds, so only superusers pass (docs/domain.md §12.3). The answer
 * is a Celery task.
 */
const PUBLISH_PERM = 'terminal.view_AppletHostDeployment';
const PUBLISH_URL = '/api/v1/terminal/applet-host-deployments/applets/';
const idOf = (v: unknown) => (v && typeof v === 'object' ? (v as { id?: unknown }).id : v);

/** "Publish all applets" on a host's page: every active applet. */
export const publishAll: ActionSpec = {
  name: 'publishAll',
  label: 'system.actions.publish_all',
  icon: 'upload',
  places: ['detail'],
  perm: PUBLISH_PERM,
  confirm: 'system.actions.publish_all_confirm',
  run: {
    kind: 'call',
    method: 'POST',
    url: PUBLISH_URL,
    body: ({ record }) => ({ host: record?.id }),
  },
  after: { task: 'task', message: false },
};

/**
 * Where applets are published, with the state of each (`/api/v1/terminal/applet-publications/`):
 * listed on an applet's and an applet host's pages; it has no page of its own.
 */
export default defineResource({
  name: 'appletPublications',
  view: 'settings',
  path: 'applets/publications',
  api: { list: '/api/v1/terminal/applet-publications/' },
  perms: { app: 'terminal', model: 'appletpublication' },
  title: 'system.tabs.publications',
  readOnly: true,
  screens: { list: false, show: false },
  list: { columns: ['applet', 'host', 'status', 'date_updated'] },
  actions: [
    {
      // Publishes this row's applet on this row's host again.
      name: 'publish',
      label: 'system.actions.publish',
      icon: 'upload',
      places: ['row'],
      perm: PUBLISH_PERM,
      run: {
        kind: 'call',
        method: 'POST',
        url: PUBLISH_URL,
        body: ({ record }) => ({ host: idOf(record?.host), applet_id: idOf(record?.applet) }),
      },
      after: { task: 'task', message: false },
    },
  ],
});
