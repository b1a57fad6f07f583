// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { encryptSecret } from '../../../dataProvider/secretCrypto';
import { demoBackend, signInAs, tokenClient, type Client } from './client';

const backend = demoBackend();

async function canSignIn(username: string, password: string): Promise<boolean> {
  try {
    await tokenClient(backend, username, password);
    return true;
  } catch {
    return false;
  }
}

async function newUser(admin: Client, username: string, password: string) {
  return admin.post<Record<string, unknown>>('/api/v1/users/users/', {
    name: username,
    username,
    email: `${username}@example.com`,
    password_strategy: 'custom',
    password: encryptSecret(password, admin.publicKey),
  });
}

describe('write-only secrets (docs/wire.md §10)', () => {
  it('decrypts an encrypted password with the session key, stores it and never returns it', async () => {
    const admin = await signInAs(backend, 'admin');
    expect(admin.publicKey).toBeTruthy();
    const wire = encryptSecret('S3cret:pass', admin.publicKey);
    expect(wire).toContain(':');

    const res = await admin.post<Record<string, unknown>>('/api/v1/users/users/', {
      name: 'Cipher Test',
      username: 'cipher-test',
      email: 'cipher-test@example.com',
      password_strategy: 'custom',
      password: wire,
    });
    expect(res.status).toBe(201);
    expect(res.body).not.toHaveProperty('password');
    const detail = await admin.get<Record<string, unknown>>(
      `/api/v1/users/users/${String(res.body.id)}/`,
    );
    expect(detail.body).not.toHaveProperty('password');

    expect(await canSignIn('cipher-test', 'S3cret:pass')).toBe(true);
    expect(await canSignIn('cipher-test', wire)).toBe(false);
  });

  it('changes a password with an encrypted PATCH', async () => {
    const admin = await signInAs(backend, 'admin');
    const created = await newUser(admin, 'rotate-me', 'First#Pass1');
    expect(created.status).toBe(201);
    const id = String(created.body.id);
    const res = await admin.patch(`/api/v1/users/users/${id}/`, {
      password: encryptSecret('Second#Pass2', admin.publicKey),
    });
    expect(res.status).toBe(200);
    expect(await canSignIn('rotate-me', 'Second#Pass2')).toBe(true);
    expect(await canSignIn('rotate-me', 'First#Pass1')).toBe(false);
  });

  it('an empty password on update keeps the old one', async () => {
    const admin = await signInAs(backend, 'admin');
    const created = await newUser(admin, 'keep-me', 'Keep#Pass1');
    const res = await admin.patch(`/api/v1/users/users/${String(created.body.id)}/`, {
      password: '',
      comment: 'x',
    });
    expect(res.status).toBe(200);
    expect(await canSignIn('keep-me', 'Keep#Pass1')).toBe(true);
  });

  it('token clients have no session key: the value is stored as sent', async () => {
    const api = await tokenClient(backend, 'admin', 'ChangeMe');
    const res = await api.post('/api/v1/users/users/', {
      name: 'Plain',
      username: 'plain-user',
      email: 'plain-user@example.com',
      password_strategy: 'custom',
      password: 'Plain#Pass1',
    });
    expect(res.status).toBe(201);
    expect(await canSignIn('plain-user', 'Plain#Pass1')).toBe(true);
  });

  it('ignores the password on create unless the strategy is custom', async () => {
    const admin = await signInAs(backend, 'admin');
    const res = await admin.post('/api/v1/users/users/', {
      name: 'Mailed',
      username: 'mailed-user',
      email: 'mailed-user@example.com',
      password: 'Mailed#Pass1',
    });
    expect(res.status).toBe(201);
    expect(await canSignIn('mailed-user', 'Mailed#Pass1')).toBe(false);
  });

  it('encrypts account secrets the same way', async () => {
    const admin = await signInAs(backend, 'admin');
    const hosts = await admin.get<{ results: { id: string }[] }>(
      '/api/v1/assets/hosts/?limit=1&type=linux',
    );
    const asset = hosts.body.results[0]!.id;
    const res = await admin.post<Record<string, unknown>>('/api/v1/accounts/accounts/', {
      username: 'svc-cipher',
      secret_type: 'password',
      secret: encryptSecret('Acc0unt:secret', admin.publicKey),
      asset: { pk: asset },
    });
    expect(res.status).toBe(201);
    expect(res.body).not.toHaveProperty('secret');
    expect(res.body).toMatchObject({ name: 'svc-cipher', has_secret: true, asset: { id: asset } });
    const stored = backend.state.store.find('accounts.accounts', res.body.id);
    expect(stored?.secret).toBe('Acc0unt:secret');
  });

  it('decrypts nested write-only values: asset accounts and storage meta', async () => {
    const admin = await signInAs(backend, 'admin');
    admin.cookies.set('django_language', 'en');
    const linux = (
      await admin.get<{ id: number; name: string }[]>('/api/v1/assets/platforms/')
    ).body.find((p) => p.name === 'Linux')!;
    const host = await admin.post<Record<string, unknown>>('/api/v1/assets/hosts/', {
      name: 'nested-secret-host',
      address: '10.77.0.1',
      platform: linux.id,
      accounts: [
        {
          name: 'root',
          username: 'root',
          secret_type: 'password',
          secret: encryptSecret('R00t:pw', admin.publicKey),
        },
      ],
    });
    expect(host.status).toBe(201);
    expect(host.body).not.toHaveProperty('accounts');
    const accounts = await admin.get<{ id: string; username: string }[]>(
      `/api/v1/accounts/accounts/?asset=${String(host.body.id)}`,
    );
    expect(accounts.body.map((a) => a.username)).toEqual(['root']);
    expect(backend.state.store.find('accounts.accounts', accounts.body[0]!.id)?.secret).toBe(
      'R00t:pw',
    );

    const storage = await admin.post<{ id: string; meta: Record<string, unknown> }>(
      '/api/v1/terminal/replay-storages/?type=s3',
      {
        name: 'nested-s3',
        type: 's3',
        meta: {
          BUCKET: 'replays',
          ENDPOINT: 'http://s3.example.com',
          ACCESS_KEY: 'AK',
          SECRET_KEY: encryptSecret('SK:secret', admin.publicKey),
        },
      },
    );
    expect(storage.status).toBe(201);
    expect(storage.body.meta).toEqual({
      BUCKET: 'replays',
      ENDPOINT: 'http://s3.example.com',
      ACCESS_KEY: 'AK',
    });
    const stored = backend.state.store.find('terminal.replay_storages', storage.body.id)
      ?.meta as Record<string, unknown>;
    expect(stored.SECRET_KEY).toBe('SK:secret');
    const missing = await admin.post('/api/v1/terminal/replay-storages/?type=s3', {
      name: 'nested-s3-2',
      type: 's3',
      meta: {},
    });
    expect(missing.body).toEqual({
      meta: { BUCKET: ['This field is required.'], ENDPOINT: ['This field is required.'] },
    });
  });
});
