import { describe, expect, it } from 'vitest';
import type { FieldsMeta } from '../../dataProvider';
import { defineResource } from '../../resources/types';
import { formGroups } from '../../src/schema/layout';
import { changedValues } from '../../src/schema/submit';
import { initialValues } from '../../src/schema/values';

const fields: FieldsMeta = {
  name: { type: 'string', required: true },
  comment: { type: 'string' },
  platform: { type: 'object_related_field' },
  secret_type: {
    type: 'labeled_choice',
    choices: [
      { value: 'password', label: 'Password' },
      { value: 'ssh_key', label: 'SSH key' },
    ],
  },
  secret: { type: 'string', write_only: true },
  passphrase: { type: 'string', write_only: true },
  protocols: { type: 'field', child: { type: 'nested object' } },
  is_periodic: { type: 'boolean' },
  interval: { type: 'integer' },
  crontab: { type: 'string' },
  created_by: { type: 'string', read_only: true },
};

const d = defineResource({
  name: 'things',
  view: 'console',
  path: 'x/things',
  api: { list: '/api/v1/x/things/' },
  perms: { app: 'x', model: 'thing' },
  form: {
    sentTogether: [['secret_type', 'secret', 'passphrase']],
    alwaysSent: ['protocols'],
  },
  fields: {
    interval: { hidden: (v) => !v.is_periodic },
    crontab: { hidden: (v) => !v.is_periodic },
  },
});

const record = {
  id: 7,
  name: 'web-1',
  comment: '',
  platform: { id: 1, name: 'Linux' },
  secret_type: { value: 'password', label: 'Password' },
  protocols: [{ name: 'ssh', port: 22 }],
  is_periodic: false,
  interval: 24,
  crontab: '',
  created_by: 'admin',
};

const groups = formGroups(d, fields);
const ctx = { mode: 'edit' as const, record, query: new URLSearchParams() };
const initial = initialValues(fields, record);
const changed = (edit: Record<string, unknown>) =>
  changedValues(d, fields, groups, { values: { ...initial, ...edit }, initial, ctx });

describe('what an update sends', () => {
  it('nothing when nothing changed, even with fields every update sends', () => {
    expect(changed({})).toEqual({});
    // The same relation with more keys, the same choice as an object: the same on the wire.
    expect(changed({ platform: { id: 1, name: 'Linux', type: 'linux' } })).toEqual({});
    expect(changed({ secret_type: { value: 'password' } })).toEqual({});
    // An empty secret is not a change: the stored one stays.
    expect(changed({ secret: '' })).toEqual({});
  });

  it('the changed fields only, with those every update sends', () => {
    expect(changed({ comment: 'on call' })).toEqual({
      comment: 'on call',
      protocols: [{ name: 'ssh', port: 22 }],
    });
    expect(changed({ platform: { id: 2, name: 'Windows' } })).toEqual({
      platform: { id: 2, name: 'Windows' },
      protocols: [{ name: 'ssh', port: 22 }],
    });
  });

  it('a secret goes with its type; the type alone leaves the stored secret', () => {
    expect(changed({ secret: 'N3w-secret' })).toEqual({
      secret_type: 'password',
      secret: 'N3w-secret',
      protocols: [{ name: 'ssh', port: 22 }],
    });
    expect(changed({ secret_type: 'ssh_key' })).toEqual({
      secret_type: 'ssh_key',
      protocols: [{ name: 'ssh', port: 22 }],
    });
  });

  it("a periodic task's switch goes with its schedule, a hidden schedule stays out", () => {
    expect(changed({ is_periodic: true })).toEqual({
      is_periodic: true,
      interval: 24,
      crontab: '',
      protocols: [{ name: 'ssh', port: 22 }],
    });
    expect(changed({ is_periodic: false, interval: 12 })).toEqual({});
  });
});
