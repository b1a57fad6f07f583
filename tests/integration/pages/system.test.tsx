/**
 * The system pages on the wire: an applet package's multipart upload (and the server's refusal
 * shown as it says), an applet host's deploy and its deployments, a Celery task's executions and
 * "run again", an organisation's members read in that organisation.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ORG_DEFAULT, ORG_SYSTEM } from '../../../mock/rbac';
import { formatDate } from '../../../src/schema/datetime';
import { signIn, startDemoBackend } from '../../support/backend';
import { makeZip } from '../../support/zip';
import { renderPages } from './harness';
import { backendGet, recordWire, type WireCall } from './wire';

const backend = startDemoBackend();
let wire: WireCall[];
beforeEach(() => {
  wire = recordWire(backend);
});

type Row = Record<string, unknown>;
const T = { timeout: 10000 };
const SLOW = 60_000;
const calls = (method: string, path: string) =>
  wire.filter((c) => c.method === method && c.path === path);

const PKG = {
  'wire_app/manifest.yml': 'name: wire_app\ndisplay_name: Wire App\nversion: 1.0\n',
  'wire_app/icon.png': 'png',
  'wire_app/i18n.yml': '',
  'wire_app/setup.yml': 'type: manual\n',
};
const zipFile = (files: Record<string, string>) =>
  new File([new Uint8Array(makeZip(files))], 'wire_app.zip', { type: 'application/zip' });

describe('applets', () => {
  it(
    'uploads a package as multipart `file`; a refused one shows the server error',
    async () => {
      await signIn('admin', 'ChangeMe');
      renderPages('/settings/applets');
      fireEvent.click(await screen.findByRole('button', { name: 'Upload' }, T));
      const dialog = await screen.findByRole('dialog', { name: 'Upload applet' }, T);
      const input = within(dialog).getByLabelText('Choose a package');

      await userEvent.upload(input, new File(['junk'], 'wire_app.zip'));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
      expect(await within(dialog).findByText('Invalid zip file', {}, T)).toBeTruthy();

      await userEvent.upload(input, zipFile(PKG));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
      await waitFor(
        () => expect(screen.queryByRole('dialog', { name: 'Upload applet' })).toBeNull(),
        T,
      );
      const posts = calls('POST', '/api/v1/terminal/applets/upload/');
      expect(posts).toHaveLength(2);
      expect([...posts[1]!.query]).toEqual([]);
      expect(String(posts[1]!.body)).toMatch(/name="file"; filename="wire_app.zip"/);
      const stored = await backendGet<Row[]>(backend, '/api/v1/terminal/applets/?name=wire_app');
      expect(stored).toHaveLength(1);
    },
    SLOW,
  );
});

describe('applet upload and an ended session', () => {
  it(
    'a 401 opens the login-required dialog, not an error; after signing in the same file uploads',
    async () => {
      await signIn('admin', 'ChangeMe');
      renderPages('/settings/applets');
      fireEvent.click(await screen.findByRole('button', { name: 'Upload' }, T));
      const dialog = await screen.findByRole('dialog', { name: 'Upload applet' }, T);
      const pkg = {
        'relogin_app/manifest.yml': 'name: relogin_app\ndisplay_name: Relogin\nversion: 1.0\n',
        'relogin_app/icon.png': 'png',
        'relogin_app/i18n.yml': '',
        'relogin_app/setup.yml': 'type: manual\n',
      };
      await userEvent.upload(
        within(dialog).getByLabelText('Choose a package'),
        new File([new Uint8Array(makeZip(pkg))], 'relogin_app.zip', { type: 'application/zip' }),
      );

      await fetch('/core/auth/logout/'); // the session ends elsewhere
      fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
      await screen.findByRole('dialog', { name: 'Login required' }, T);
      expect(calls('POST', '/api/v1/terminal/applets/upload/')).toHaveLength(1);
      expect(within(dialog).queryByRole('alert')).toBeNull();

      await signIn('admin', 'ChangeMe'); // in another tab: the same cookie jar
      fireEvent.click(screen.getByRole('button', { name: 'I have signed in' }));
      await waitFor(
        () => expect(screen.queryByRole('dialog', { name: 'Login required' })).toBeNull(),
        T,
      );
      // The chosen file is still there: Upload again sends it.
      expect(within(dialog).getByText('relogin_app.zip')).toBeTruthy();
      const upload = within(dialog).getByRole('button', { name: 'Upload' });
      await waitFor(() => expect(upload.hasAttribute('disabled')).toBe(false), T);
      fireEvent.click(upload);
      await waitFor(
        () => expect(screen.queryByRole('dialog', { name: 'Upload applet' })).toBeNull(),
        T,
      );
      const posts = calls('POST', '/api/v1/terminal/applets/upload/');
      expect(posts).toHaveLength(2);
      expect(String(posts[1]!.body)).toMatch(/name="file"; filename="relogin_app.zip"/);
      const stored = await backendGet<Row[]>(backend, '/api/v1/terminal/applets/?name=relogin_app');
      expect(stored).toHaveLength(1);
    },
    SLOW,
  );
});

describe('applet hosts', () => {
  it(
    'deploy posts the host and opens the task log; the deployments tab reads the host',
    async () => {
      await signIn('admin', 'ChangeMe');
      // The settings pages work in the System org, where applet hosts live.
      document.cookie = `X-JMS-ORG=${ORG_SYSTEM}; path=/`;
      const hosts = await backendGet<Row[]>(backend, '/api/v1/terminal/applet-hosts/');
      expect(hosts.length).toBeGreaterThan(0);
      const host = hosts.find((h) => (h.load as Row | undefined)?.value !== 'offline')!;
      renderPages(`/settings/applets/hosts/${String(host.id)}/deployments`);
      await waitFor(
        () =>
          expect(
            calls('GET', '/api/v1/terminal/applet-host-deployments/').map((c) =>
              c.query.get('host'),
            ),
          ).toContain(String(host.id)),
        T,
      );
      fireEvent.click(await screen.findByRole('button', { name: 'Deploy' }, T));
      const confirm = await screen.findByRole('dialog', {}, T);
      fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
      await waitFor(
        () => expect(calls('POST', '/api/v1/terminal/applet-host-deployments/')).toHaveLength(1),
        T,
      );
      expect(calls('POST', '/api/v1/terminal/applet-host-deployments/')[0]!.body).toEqual({
        host: host.id,
      });
      expect(await screen.findByRole('dialog', { name: /Task log/ }, T)).toBeTruthy();
      document.cookie = `X-JMS-ORG=; path=/; max-age=0`;
    },
    SLOW,
  );
});

describe('system tasks', () => {
  it(
    "lists a task's executions and reruns one from its id, then shows the new run's log",
    async () => {
      await signIn('admin', 'ChangeMe');
      const tasks = await backendGet<Row[]>(backend, '/api/v1/ops/tasks/');
      const task = tasks.find((t) => t.name === 'users.tasks.check_password_expired')!;
      const executions = await backendGet<Row[]>(
        backend,
        `/api/v1/ops/task-executions/?task_id=${String(task.id)}`,
      );
      renderPages(`/settings/tasks/${String(task.id)}/history`);
      const table = await screen.findByRole('table', { name: 'Execution history' }, T);
      expect(calls('GET', '/api/v1/ops/task-executions/')[0]!.query.get('task_id')).toBe(task.id);
      // Dates in the console's format, not as the backend renders them.
      const published = String(executions[0]!.date_published);
      expect(within(table).getAllByText(formatDate(published, 'en')).length).toBeGreaterThan(0);
      expect(within(table).queryByText(published)).toBeNull();
      fireEvent.click(within(table).getAllByRole('button', { name: 'Run again' })[0]!);
      await waitFor(() => expect(calls('POST', '/api/v1/ops/task-executions/')).toHaveLength(1), T);
      const post = calls('POST', '/api/v1/ops/task-executions/')[0]!;
      expect(Object.fromEntries(post.query)).toEqual({ from: executions[0]!.id });
      expect(post.body).toEqual({});
      const log = await screen.findByRole('dialog', { name: /Task log/ }, T);
      expect(await within(log).findByText(/succeeded/, {}, { timeout: 15000 })).toBeTruthy();
    },
    SLOW,
  );
});

describe('organisations', () => {
  it(
    "the members tab reads the org's role bindings in that org, one row per user",
    async () => {
      await signIn('admin', 'ChangeMe');
      renderPages(`/settings/orgs/${ORG_DEFAULT}/members`);
      const table = await screen.findByRole('table', { name: 'Members' }, T);
      const read = calls('GET', '/api/v1/rbac/org-role-bindings/')[0]!;
      expect(Object.fromEntries(read.query)).toEqual({ oid: ORG_DEFAULT });
      const admin = (
        await backendGet<Row[]>(backend, '/api/v1/users/users/?username=orgadmin')
      )[0]!;
      const row = within(table).getByRole('row', { name: new RegExp(String(admin.name)) });
      expect(within(row).getByText(/OrgAdmin/)).toBeTruthy();
    },
    SLOW,
  );
});
