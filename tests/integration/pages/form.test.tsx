import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { signIn, startDemoBackend } from '../../support/backend';
import { location, renderPages } from './harness';
import { backendGet, recordWire, type WireCall } from './wire';

const backend = startDemoBackend();
let wire: WireCall[];
beforeEach(() => {
  wire = recordWire(backend);
});

type Page = { count: number; results: Record<string, unknown>[] };
const T = { timeout: 10000 };
const posts = (path: string) => wire.filter((c) => c.method === 'POST' && c.path === path);

describe('the generic create and update pages', () => {
  it('creates: client rules first, then a server error lands on its field, then the list opens newest first', async () => {
    await signIn('admin', 'ChangeMe');
    renderPages('/console/users/groups/create');
    const name = await screen.findByRole('textbox', { name: /Name/ }, T);
    expect(screen.getByRole('button', { name: 'Save and continue' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reset' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(posts('/api/v1/users/groups/')).toHaveLength(0);

    await userEvent.type(name, 'Auditors');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('This field must be unique.', {}, T)).toBeTruthy();
    expect(location.current).toBe('/console/users/groups/create');

    await userEvent.clear(name);
    await userEvent.type(name, '  Night shift  ');
    fireEvent.blur(name);
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), 'on call');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(
      () => expect(location.current).toBe('/console/users/groups?sort=date_updated&order=DESC'),
      T,
    );
    expect(posts('/api/v1/users/groups/').at(-1)!.body).toEqual({
      name: 'Night shift',
      users: [],
      comment: 'on call',
    });
  });

  it('trims text on change: the space between words stays, Enter submits the trimmed text', async () => {
    await signIn('admin', 'ChangeMe');
    renderPages('/console/users/groups/create');
    const name = await screen.findByRole('textbox', { name: /Name/ }, T);
    await userEvent.type(name, '  Late shift ');
    // What the user typed stays in the input while they type: no caret jump, no eaten space.
    expect(name).toHaveProperty('value', '  Late shift ');
    expect(document.activeElement).toBe(name);
    // Enter submits without leaving the input: the form state already holds the trimmed text.
    await userEvent.type(name, '{Enter}');
    await waitFor(() => expect(posts('/api/v1/users/groups/')).toHaveLength(1), T);
    expect(posts('/api/v1/users/groups/')[0]!.body).toMatchObject({ name: 'Late shift' });
  });

  it('updates with a PATCH of the changed fields on the detail URL, offers reset but not save-and-continue', async () => {
    await signIn('admin', 'ChangeMe');
    const groups = await backendGet<Page>(backend, '/api/v1/acls/command-groups/?limit=1&offset=0');
    const g = groups.results[0]!;
    renderPages(`/console/perms/cmd-groups/${String(g.id)}/update`);
    const comment = await screen.findByRole('textbox', { name: 'Comment' }, T);
    await waitFor(
      () => expect(screen.getByRole('textbox', { name: /Name/ })).toHaveProperty('value', g.name),
      T,
    );
    expect(screen.queryByRole('button', { name: 'Save and continue' })).toBeNull();
    await userEvent.type(comment, 'temporary');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(comment).toHaveProperty('value', String(g.comment ?? '')));
    await userEvent.type(comment, 'reviewed');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(
      () => expect(location.current).toBe('/console/perms/cmd-groups?sort=date_updated&order=DESC'),
      T,
    );
    const writes = wire.filter(
      (c) => c.path.startsWith('/api/') && !['GET', 'OPTIONS'].includes(c.method),
    );
    expect(writes.map((c) => [c.method, c.path])).toEqual([
      ['PATCH', `/api/v1/acls/command-groups/${String(g.id)}/`],
    ]);
    // Only what the user changed: the name, type and content the form also holds stay out.
    expect(writes[0]!.body).toEqual({ comment: `${String(g.comment ?? '')}reviewed` });
  });

  it('clones: the source is loaded and its name carries the clone marker', async () => {
    await signIn('admin', 'ChangeMe');
    const groups = await backendGet<Page>(
      backend,
      '/api/v1/users/groups/?limit=1&offset=0&order=name',
    );
    const g = groups.results[0]!;
    renderPages(`/console/users/groups/create?clone_from=${String(g.id)}`);
    const name = await screen.findByRole('textbox', { name: /Name/ }, T);
    await waitFor(() => expect(name).toHaveProperty('value', `Clone from ${String(g.name)}`), T);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(posts('/api/v1/users/groups/')).toHaveLength(1), T);
    expect(posts('/api/v1/users/groups/')[0]!.body).toMatchObject({
      name: `Clone from ${String(g.name)}`,
    });
  });

  it('hidden-when: the user password appears with "Set password" and leaves encrypted', async () => {
    await signIn('admin', 'ChangeMe');
    renderPages('/console/users/users/create');
    await screen.findByRole('textbox', { name: /Username/ }, T);
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Set password' }));
    const password = await screen.findByLabelText(/^Password/);
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Form Tester');
    await userEvent.type(screen.getByRole('textbox', { name: /Username/ }), 'formtester');
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'formtester@example.com');
    await userEvent.type(password, 'Sup3r$ecret!');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(posts('/api/v1/users/users/')).toHaveLength(1), T);
    const body = posts('/api/v1/users/users/')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Form Tester',
      username: 'formtester',
      password_strategy: 'custom',
      need_update_password: true,
    });
    expect(body.password).not.toBe('Sup3r$ecret!');
    expect(String(body.password)).toContain(':');
    expect(body).not.toHaveProperty('update_password');
  }, 60_000);
});

describe('a host, from one descriptor', () => {
  it('starts with the platform from the URL and its default protocols, and creates labels from name:value', async () => {
    await signIn('admin', 'ChangeMe');
    renderPages('/console/assets/hosts/create?platform=1');
    // The platform given by id alone gets its label from the server.
    await waitFor(
      () =>
        expect(screen.getByRole('combobox', { name: /Platform/ })).toHaveProperty('value', 'Linux'),
      T,
    );
    expect(await screen.findByText('Primary', {}, T)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), {
      target: { value: 'form-host-1' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /IP\/Host/ }), {
      target: { value: '10.20.30.40' },
    });
    // Nodes are required on the client (catalogue): submitting without one is stopped.
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('This field is required', {}, T)).toBeTruthy();
    expect(posts('/api/v1/assets/hosts/')).toHaveLength(0);
    await userEvent.click(screen.getByRole('combobox', { name: /Nodes/ }));
    const node = (await screen.findAllByRole('option', {}, T))[0]!;
    const nodeName = node.textContent;
    await userEvent.click(node);
    expect(screen.getByText(nodeName!)).toBeTruthy();
    const labels = screen.getByRole('combobox', { name: 'Label' });
    await userEvent.type(labels, 'team:blue{Enter}');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(posts('/api/v1/assets/hosts/')).toHaveLength(1), T);
    expect(posts('/api/v1/assets/hosts/')[0]!.body).toMatchObject({
      name: 'form-host-1',
      address: '10.20.30.40',
      platform: 1,
      protocols: [{ name: 'ssh', port: 22 }],
      labels: [{ name: 'team', value: 'blue' }],
      is_active: true,
    });
    expect(posts('/api/v1/assets/hosts/')[0]!.body).toHaveProperty('nodes', [expect.any(String)]);
    await waitFor(
      () => expect(location.current).toBe('/console/assets/hosts?sort=date_updated&order=DESC'),
      T,
    );
  }, 60_000);

  it('an address with forbidden characters is stopped on the client', async () => {
    await signIn('admin', 'ChangeMe');
    renderPages('/console/assets/hosts/create?platform=1');
    const address = await screen.findByRole('textbox', { name: /IP\/Host/ }, T);
    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), {
      target: { value: 'bad-host' },
    });
    fireEvent.change(address, { target: { value: '10.0.0.1; rm -rf' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Format error', {}, T)).toBeTruthy();
    expect(posts('/api/v1/assets/hosts/')).toHaveLength(0);
  });
});
