/**
 * Secrets leave the browser encrypted for the session's public key (docs/wire.md §10, §10.1): what
 * the data provider sent decrypts, with the demo backend's private key for this session, to exactly
 * what the user typed.
 */
import { resourceUrls } from '../../../resources';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDataProvider, type FieldsMeta, type JmsDataProvider } from '../../../dataProvider';
import { decryptSecret } from '../../../mock/secretCrypto';
import { signIn } from '../../support/backend';
import { cookie, json, startRecordingBackend, setConsoleOrg } from './support';

const wire = startRecordingBackend();
const USERS = 'console/users/users';
const WIRE_FORMAT = /^[A-Za-z0-9+/]+=*:[A-Za-z0-9+/]+=*$/;

let dp: JmsDataProvider;

beforeEach(async () => {
  document.cookie = 'django_language=en; path=/';
  await signIn('admin', 'ChangeMe');
  setConsoleOrg();
  dp = createDataProvider(resourceUrls);
  wire.clear();
});

function sessionPrivateKey(): string {
  const session = wire.backend.state.sessions.get(cookie('jms_sessionid') ?? undefined);
  const keys = session?.keys;
  if (!keys) throw new Error('the demo backend holds no key pair for this session');
  return keys.privateKeyPem;
}

async function lastBody(): Promise<Record<string, string>> {
  const sent = await wire.api();
  return json(sent[sent.length - 1]!) as Record<string, string>;
}

describe('secret encryption on the wire', () => {
  const values: [string, string, number?][] = [
    ['ASCII', 'Passw0rd!'],
    ['non-ASCII', '密码パスワード🔑'],
    ['containing ":"', 'pa:ss:w0rd'],
    ['exactly 16 bytes', '0123456789abcdef', 16],
    ['exactly 32 bytes', '0123456789abcdef0123456789ABCDEF', 32],
  ];
  values.forEach(([name, plain, bytes], i) => {
    it(`${name}: sent encrypted, decrypts to the original`, async () => {
      if (bytes !== undefined) expect(new TextEncoder().encode(plain)).toHaveLength(bytes);
      await dp.create(USERS, {
        data: {
          name: `Secret ${i}`,
          username: `secret${i}`,
          email: `secret${i}@example.com`,
          password_strategy: 'custom',
          password: plain,
        },
      });
      const sent = (await lastBody()).password!;
      expect(sent).toMatch(WIRE_FORMAT);
      expect(sent).not.toContain(plain);
      expect(decryptSecret(sent, sessionPrivateKey())).toBe(plain);
    });
  });

  it('password, secret, private_key and token are encrypted; other fields are left alone', async () => {
    const fields: FieldsMeta = {
      name: { type: 'string' },
      password: { type: 'string', write_only: true },
      secret: { type: 'string', write_only: true },
      private_key: { type: 'string', write_only: true },
      token: { type: 'string', write_only: true },
      comment: { type: 'string' },
    };
    await dp
      .create(USERS, {
        data: {
          name: 'n',
          password: 'p1',
          secret: 's1',
          private_key: 'k1',
          token: 't1',
          comment: 'c1',
        },
        meta: { fields },
      })
      .catch(() => undefined);
    const body = await lastBody();
    const key = sessionPrivateKey();
    for (const [field, plain] of [
      ['password', 'p1'],
      ['secret', 's1'],
      ['private_key', 'k1'],
      ['token', 't1'],
    ]) {
      expect(body[field!], field).toMatch(WIRE_FORMAT);
      expect(decryptSecret(body[field!]!, key)).toBe(plain);
    }
    expect(body).toMatchObject({ name: 'n', comment: 'c1' });
  });

  it('each secret gets its own key', async () => {
    await dp
      .create(USERS, {
        data: { name: 'n', password: 'same', token: 'same' },
        meta: {
          fields: {
            name: { type: 'string' },
            password: { type: 'string' },
            token: { type: 'string' },
          },
        },
      })
      .catch(() => undefined);
    const body = await lastBody();
    expect(body.password!.split(':')[0]).not.toBe(body.token!.split(':')[0]);
  });

  it('without the jms_public_key cookie the value is sent as typed', async () => {
    document.cookie = 'jms_public_key=; path=/; max-age=0';
    await dp.create(USERS, {
      data: {
        name: 'Plain',
        username: 'plain',
        email: 'plain@example.com',
        password_strategy: 'custom',
        password: 'Plain@2026',
      },
    });
    expect((await lastBody()).password).toBe('Plain@2026');
  });
});
