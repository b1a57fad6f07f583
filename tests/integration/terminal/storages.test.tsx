/**
 * The terminal page's replay storages against the demo backend: the exact calls of Test
 * connection (the server's failure message shown), Set as default, and a per-type create.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn, startDemoBackend } from '../../support/backend';
import { renderPages } from '../pages/harness';
import { recordWire } from '../pages/wire';

const backend = startDemoBackend();
const T = { timeout: 15000 };
const API = '/api/v1/terminal/replay-storages/';

async function openRowMenu(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: `More ${name}` }, T));
}

describe('replay storages', () => {
  it('tests a storage (server message as an error) and sets it as the default', async () => {
    await signIn('admin', 'ChangeMe');
    const s3 = backend.state.store.rows('terminal.replay_storages').find((s) => s.type === 's3')!;
    const wire = recordWire(backend);
    renderPages('/settings/terminal?tab=replayStorages');
    await openRowMenu(String(s3.name));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Test connection' }));
    await screen.findByText(/^Test failure: Could not connect to the endpoint URL/, {}, T);
    expect(wire.find((c) => c.path.endsWith('/test-connective/'))).toMatchObject({
      method: 'GET',
      path: `${API}${String(s3.id)}/test-connective/`,
    });
    // The default storage offers neither Delete nor Set as default.
    const row = screen.getByRole('cell', { name: 'default' }).closest('tr')!;
    const names = within(row)
      .queryAllByRole('button')
      .map((b) => b.getAttribute('aria-label') ?? b.textContent);
    expect(names.filter((n) => /Delete|Set as default/.test(String(n)))).toEqual([]);
    const more = within(row).queryByRole('button', { name: /^More/ });
    if (more) {
      fireEvent.click(more);
      const menu = await screen.findByRole('menu');
      expect(within(menu).queryByRole('menuitem', { name: /Delete|Set as default/ })).toBeNull();
      fireEvent.keyDown(menu, { key: 'Escape' });
    }
    await openRowMenu(String(s3.name));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Set as default' }));
    await waitFor(() => expect(wire.some((c) => c.method === 'PATCH')).toBe(true), T);
    const patch = wire.find((c) => c.method === 'PATCH')!;
    expect(patch).toMatchObject({ path: `${API}${String(s3.id)}/`, body: { is_default: true } });
    const defaults = backend.state.store
      .rows('terminal.replay_storages')
      .filter((s) => s.is_default);
    expect(defaults.map((s) => s.id)).toEqual([s3.id]);
  });

  it('creates an S3 storage with its own fields, posting ?type=s3', async () => {
    await signIn('admin', 'ChangeMe');
    const wire = recordWire(backend);
    renderPages('/settings/terminal/replay-storage/create?type=s3');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }, T), {
      target: { value: 'new-s3' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Bucket' }), { target: { value: 'b1' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Access key' }), {
      target: { value: 'AK' },
    });
    fireEvent.change(screen.getByLabelText(/Secret key/), { target: { value: 'SK' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Endpoint' }), {
      target: { value: 'https://s3.example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(wire.some((c) => c.method === 'POST')).toBe(true), T);
    const post = wire.find((c) => c.method === 'POST')!;
    expect(post.path).toBe(API);
    expect(post.query.get('type')).toBe('s3');
    const body = post.body as { name: string; type: string; meta: Record<string, string> };
    expect(body).toMatchObject({ name: 'new-s3', type: 's3', is_default: false });
    expect(body.meta).toMatchObject({
      BUCKET: 'b1',
      ACCESS_KEY: 'AK',
      ENDPOINT: 'https://s3.example.com',
    });
    // The secret leaves the browser encrypted.
    expect(body.meta.SECRET_KEY).toBeTruthy();
    expect(body.meta.SECRET_KEY).not.toBe('SK');
    const saved = backend.state.store
      .rows('terminal.replay_storages')
      .find((s) => s.name === 'new-s3');
    expect(saved?.type).toBe('s3');
  });

  it('create reached without a type offers the types, each opening its own form', async () => {
    await signIn('admin', 'ChangeMe');
    renderPages('/settings/terminal/command-storage/create');
    expect(await screen.findByText('Storage type', {}, T)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Elasticsearch' }));
    expect(await screen.findByRole('textbox', { name: 'Name' }, T)).toBeTruthy();
    expect(screen.getByText(/Elasticsearch/, { selector: 'h6' })).toBeTruthy();
  });
});
