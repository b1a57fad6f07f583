// @vitest-environment node
/**
 * Account secrets are exported from their own endpoint (docs/domain.md §4.5), behind the mfa
 * confirmation (docs/wire.md §11): the MFA demo user, who holds accounts.view_accountsecret in
 * Default, gets CSV/XLSX files with the secret column once confirmed; everyone else is refused
 * first.
 */
import * as XLSX from '@e965/xlsx';
import Papa from 'papaparse';
import { afterEach, describe, expect, it } from 'vitest';
import { createBackend } from '../../../mock/backend';
import { domainOf } from '../../../mock/domain/state';
import { ORG_DEFAULT } from '../../../mock/rbac';
import { MFA_DEMO_USER } from '../../../mock/seed';
import { totp } from '../../../mock/util/totp';
import { as, Client } from './client';

const backend = createBackend({ now: new Date('2026-11-01T08:00:00Z') });
afterEach(() => backend.reset());

const EXPORT = '/api/v1/accounts/account-secrets/?format=csv';
const REQUIRED = { code: 'mfa', detail: 'This action require confirm current user' };

async function mfaUser(): Promise<Client> {
  const client = Client.direct(backend);
  await client.signInWithMfa();
  return client;
}

async function confirmOtp(client: Client): Promise<void> {
  const res = await client.send('POST', '/api/v1/authentication/confirm/', {
    confirm_type: 'mfa',
    mfa_type: 'otp',
    secret_key: totp(MFA_DEMO_USER.otpSecret),
  });
  expect(await res.json()).toBe('ok');
}

function sheetRows(bytes: Uint8Array): string[][] {
  const book = XLSX.read(bytes, { type: 'array' });
  return XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, {
    header: 1,
    raw: false,
    defval: '',
  });
}

/** id -> secret of every row, read through the file's ID and Secret/Password columns. */
function secretsById(rows: string[][]): Map<string, string> {
  const id = rows[0]!.indexOf('ID');
  const secret = rows[0]!.indexOf('Secret/Password');
  expect(id).toBeGreaterThanOrEqual(0);
  expect(secret).toBeGreaterThanOrEqual(0);
  return new Map(rows.slice(1).map((r) => [r[id]!, r[secret]!]));
}

function storedSecrets(): Map<string, string> {
  return new Map(
    backend.state.store
      .rows('accounts.accounts')
      .filter((a) => a.org_id === ORG_DEFAULT)
      .map((a) => [String(a.id), String(a.secret ?? '')]),
  );
}

describe('account-secret export', () => {
  it('asks for the mfa confirmation, then gives every account of the org with its secret', async () => {
    const client = await mfaUser();
    const refused = await client.get(EXPORT);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual(REQUIRED);

    await confirmOtp(client);
    const csv = await client.get(EXPORT);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/filename="account_.+\.csv"/);
    const text = (await csv.text()).replace(/^\uFEFF/, '');
    // Formula-like secrets are written behind a quote, which a spreadsheet shows them without.
    expect(text).toMatch(/,'[@=+-]/);
    const rows = Papa.parse<string[]>(text, { skipEmptyLines: true }).data.map((r) =>
      r.map((cell) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell)),
    );
    expect(rows[0]).toContain('Key password');
    const expected = storedSecrets();
    expect(expected.size).toBeGreaterThan(10);
    expect(secretsById(rows)).toEqual(expected);

    const xlsx = await client.get('/api/v1/accounts/account-secrets/?format=xlsx');
    expect(xlsx.headers.get('content-type')).toBe('application/xlsx; charset=utf-8');
    expect(secretsById(sheetRows(new Uint8Array(await xlsx.arrayBuffer())))).toEqual(expected);
  });

  it('exports the filtered and the selected accounts only', async () => {
    const client = await mfaUser();
    await confirmOtp(client);
    const root = (await client.getJson('/api/v1/accounts/accounts/?username=root')) as {
      id: string;
    }[];
    expect(root.length).toBeGreaterThan(1);
    const filtered = Papa.parse<string[]>(
      (await (await client.get(`${EXPORT}&username=root`)).text()).replace(/^\uFEFF/, ''),
      { skipEmptyLines: true },
    ).data;
    expect([...secretsById(filtered).keys()].sort()).toEqual(root.map((a) => a.id).sort());

    const picked = root.slice(0, 2).map((a) => a.id);
    const spm = (await (
      await client.send('POST', '/api/v1/common/resources/cache/', { resources: picked })
    ).json()) as { spm: string };
    const selected = Papa.parse<string[]>(
      (await (await client.get(`${EXPORT}&spm=${spm.spm}`)).text()).replace(/^\uFEFF/, ''),
      { skipEmptyLines: true },
    ).data;
    expect([...secretsById(selected).keys()].sort()).toEqual([...picked].sort());
  });

  it('refuses users without accounts.view_accountsecret before asking them to confirm', async () => {
    const user = await as(backend, 'user');
    expect((await user.get(EXPORT)).status).toBe(403);
    const auditor = await as(backend, 'auditor');
    expect((await auditor.get(EXPORT)).status).toBe(403);
  });

  it('asks admin (no MFA) for mfa too, and the confirm lookup then finds no backend', async () => {
    const admin = await as(backend, 'admin');
    expect(await (await admin.get(EXPORT)).json()).toEqual(REQUIRED);
    expect((await admin.get('/api/v1/authentication/confirm/?confirm_type=mfa')).status).toBe(404);
  });

  it('asks for a weaker level when the demo is told to, and a local user confirms it by password', async () => {
    domainOf(backend.state).secretsConfirmLevel = 'relogin';
    const admin = await as(backend, 'admin');
    expect(await (await admin.get(EXPORT)).json()).toEqual({ ...REQUIRED, code: 'relogin' });
    expect(await admin.getJson('/api/v1/authentication/confirm/?confirm_type=relogin')).toEqual({
      confirm_type: 'password',
      content: '',
    });
    await admin.send('POST', '/api/v1/authentication/confirm/', {
      confirm_type: 'password',
      secret_key: 'ChangeMe',
    });
    expect((await admin.get(EXPORT)).status).toBe(200);
  });
});
