import { afterEach, describe, expect, it, vi } from 'vitest';
import { setOrgSource } from '../../dataProvider/httpClient';
import { optionsCacheKey, selectFields } from '../../dataProvider/schema';
import { hasSecrets, secretNames } from '../../dataProvider/secrets';
import type { FieldsMeta, OptionsResponse } from '../../dataProvider/types';
import { changedFrom, toWire, withoutSecrets } from '../../dataProvider/wire';

/** Abridged from docs/wire.md §8.2 (users and hosts POST metadata). */
const fields: FieldsMeta = {
  id: { type: 'string', read_only: false },
  name: { type: 'string', required: true },
  password: { type: 'string', write_only: true },
  public_key: { type: 'string', write_only: true },
  mfa_level: { type: 'labeled_choice', choices: [{ value: 0, label: 'Disable' }] },
  groups: { type: 'm2m_related_field' },
  platform: { type: 'object_related_field' },
  actions: { type: 'tree' },
  date_joined: { type: 'datetime', read_only: true },
  avatar_url: { type: 'field', read_only: true },
  attrs: { type: 'json' },
  info: {
    type: 'nested object',
    children: { vendor: { type: 'string' }, sn: { type: 'string', read_only: true } },
  },
  accounts: {
    type: 'field',
    write_only: true,
    child: {
      type: 'nested object',
      children: {
        username: { type: 'string' },
        secret_type: { type: 'labeled_choice' },
        secret: { type: 'string', write_only: true },
      },
    },
  },
  protocols: {
    type: 'field',
    child: {
      type: 'nested object',
      children: { name: { type: 'string' }, port: { type: 'integer' } },
    },
  },
};

describe('toWire: display shapes back to the raw values the backend accepts (docs/wire.md §6.1)', () => {
  it('by metadata: choices to values, relations to ids, read-only and unknown fields dropped', () => {
    const record = {
      id: 'u1',
      name: 'Alice',
      mfa_level: { value: 0, label: 'Disable' },
      groups: [{ id: 'g1', name: 'Default' }, 'g2'],
      platform: { id: 1, name: 'Linux' },
      actions: [{ value: 'connect', label: 'Connect' }, 'upload'],
      date_joined: '2023/03/20 10:11:12 +0800',
      avatar_url: '/static/x.png',
      attrs: { value: 'kept as is', label: 'json is json' },
      org_name: 'Default',
      info: { vendor: 'Dell', sn: 'read-only' },
      protocols: [{ name: 'ssh', port: 22 }],
    };
    expect(toWire(record, fields)).toEqual({
      id: 'u1',
      name: 'Alice',
      mfa_level: 0,
      groups: ['g1', 'g2'],
      platform: 1,
      actions: ['connect', 'upload'],
      attrs: { value: 'kept as is', label: 'json is json' },
      info: { vendor: 'Dell' },
      protocols: [{ name: 'ssh', port: 22 }],
    });
  });

  it('never sends an empty write-only field (it would overwrite the stored secret)', () => {
    expect(toWire({ name: 'A', password: '', public_key: null }, fields)).toEqual({ name: 'A' });
    expect(toWire({ name: 'A', password: 's3cret' }, fields)).toEqual({
      name: 'A',
      password: 's3cret',
    });
  });

  it('converts inside nested lists and drops their empty secrets', () => {
    expect(
      toWire(
        {
          accounts: [
            { username: 'root', secret_type: { value: 'password', label: 'Password' }, secret: '' },
            { username: 'web', secret: 'pw', extra: 1 },
          ],
        },
        fields,
      ),
    ).toEqual({
      accounts: [
        { username: 'root', secret_type: 'password' },
        { username: 'web', secret: 'pw', extra: 1 },
      ],
    });
  });

  it('a form’s values: relations as ids (new entries as they are), choices as values, lists of choices too', () => {
    const form: FieldsMeta = {
      ...fields,
      source: { type: 'labeled_choice' },
      // A choice field holding several values (a multiple select of {value, label} choices).
      protocols_allowed: { type: 'choice' },
      labels: { type: 'm2m_related_field' },
    };
    expect(
      toWire(
        {
          source: 'ldap',
          protocols_allowed: [{ value: 'ssh', label: 'SSH' }, 'rdp'],
          labels: [
            { id: 'l1', name: 'env:prod' },
            { name: 'env', value: 'test' },
          ],
          platform: { pk: 3, name: 'Linux' },
          mfa_level: 0,
        },
        form,
      ),
    ).toEqual({
      source: 'ldap',
      protocols_allowed: ['ssh', 'rdp'],
      labels: ['l1', { name: 'env', value: 'test' }],
      platform: 3,
      mfa_level: 0,
    });
  });

  it('a nested serializer takes its own writable fields only; rows of a nested list keep theirs', () => {
    expect(
      toWire(
        {
          info: { vendor: 'Dell', sn: 'read-only', model: 'not a field' },
          protocols: [{ name: 'ssh', port: 22, setting: { sftp: true } }],
        },
        fields,
      ),
    ).toEqual({
      info: { vendor: 'Dell' },
      protocols: [{ name: 'ssh', port: 22, setting: { sftp: true } }],
    });
  });

  it('without metadata, recognises choices and {id, name} relations, keeps other objects', () => {
    expect(
      toWire({
        source: { value: 'local', label: 'Local' },
        groups: [{ id: 'g1', name: 'Default' }],
        system_roles: [{ id: 'r1', display_name: 'SystemAdmin' }],
        labels: [{ id: 'l1', name: 'env', value: 'prod' }],
        protocols: [{ name: 'ssh', port: 22 }],
        undefinedValue: undefined,
      }),
    ).toEqual({
      source: 'local',
      groups: ['g1'],
      system_roles: ['r1'],
      labels: [{ id: 'l1', name: 'env', value: 'prod' }],
      protocols: [{ name: 'ssh', port: 22 }],
    });
  });
});

describe('changedFrom: what a PATCH of an object edited in place sends', () => {
  it('the fields whose wire value changed, nested values compared whole', () => {
    const before = toWire(
      { name: 'A', mfa_level: { value: 0, label: 'Off' }, attrs: { a: 1 } },
      fields,
    );
    const now = toWire({ name: 'A', mfa_level: 2, attrs: { a: 1 } }, fields);
    expect(changedFrom(now, before)).toEqual({ mfa_level: 2 });
    expect(changedFrom(toWire({ attrs: { a: 2 } }, fields), before)).toEqual({ attrs: { a: 2 } });
  });
});

describe('secrets', () => {
  it('finds secrets at the top level and, by metadata, in nested lists, not inside JSON', () => {
    const names = secretNames();
    expect(hasSecrets({ password: '' }, names, fields)).toBe(false);
    expect(hasSecrets({ token: 'x' }, names, fields)).toBe(true);
    expect(hasSecrets({ accounts: [{ secret: 'x' }] }, names, fields)).toBe(true);
    expect(hasSecrets({ attrs: { password: 'x' } }, names, fields)).toBe(false);
    expect(hasSecrets({ EMAIL_HOST_PASSWORD: 'x' }, names)).toBe(false);
    expect(hasSecrets({ EMAIL_HOST_PASSWORD: 'x' }, secretNames(['EMAIL_HOST_PASSWORD']))).toBe(
      true,
    );
  });

  it('a write response never carries secrets back into the form state', () => {
    const response = { id: 'u1', name: 'A', password: 'echoed', public_key: 'ssh-rsa', token: 't' };
    expect(withoutSecrets(response, fields, [...secretNames()])).toEqual({ id: 'u1', name: 'A' });
  });
});

describe('metadata selection and cache key', () => {
  afterEach(() => setOrgSource(null));
  const options: OptionsResponse = {
    actions: { GET: { a: { type: 'string' } }, POST: { b: { type: 'string' } } },
  };

  it('PUT and PATCH read the list URL POST when the list has no bulk methods', () => {
    expect(selectFields(options, 'GET')).toEqual({ a: { type: 'string' } });
    expect(selectFields(options, 'PUT')).toEqual({ b: { type: 'string' } });
    expect(selectFields(options, 'PATCH')).toEqual({ b: { type: 'string' } });
    expect(selectFields({ actions: { GET: {} } }, 'POST')).toEqual({});
  });

  it('is keyed by url, organisation and language', async () => {
    const url = '/api/v1/users/users/';
    setOrgSource({
      currentOrgId: () => '00000000-0000-0000-0000-000000000002',
      xpackEnabled: () => true,
    });
    document.cookie = 'django_language=en; path=/';
    const en = optionsCacheKey(url);
    // The server's language cookie (a response), seen from the page's next run of script.
    document.cookie = 'django_language=zh-hans; path=/';
    await Promise.resolve();
    const zh = optionsCacheKey(url);
    setOrgSource({
      currentOrgId: () => '11111111-1111-1111-1111-111111111111',
      xpackEnabled: () => true,
    });
    const otherOrg = optionsCacheKey(url);
    expect(new Set([en, zh, otherOrg]).size).toBe(3);
    expect(optionsCacheKey(url)).toBe(otherOrg);
    expect(optionsCacheKey('/api/v1/users/groups/')).not.toBe(otherOrg);
  });
});

describe('the X-TZ header', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it("names the browser's zone through Temporal when the browser has it, without Intl", async () => {
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Asia/Shanghai' } });
    const intl = vi.spyOn(Intl, 'DateTimeFormat');
    const { requestHeaders } = await import('../../dataProvider/requestHeaders');
    expect(requestHeaders().get('X-TZ')).toBe('Asia/Shanghai');
    expect(intl).not.toHaveBeenCalled();
  });

  it('asks Intl in a browser without Temporal', async () => {
    vi.stubGlobal('Temporal', undefined);
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const { requestHeaders } = await import('../../dataProvider/requestHeaders');
    expect(requestHeaders().get('X-TZ')).toBe(zone);
  });
});
