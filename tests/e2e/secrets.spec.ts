/**
 * Secrets (issue 21 §4): through the flows that handle them — a sign-in with a password and an MFA
 * code, a user created with a password, a profile password change, an account added in its dialog,
 * an account's secret and secret history viewed — no password, secret, key, token or MFA code is
 * ever in localStorage, sessionStorage, IndexedDB, a readable cookie, a URL or the console, and
 * every secret field the console sends is encrypted on the wire: the test decrypts it with the session's private key from the demo backend and finds the typed value.
 */
import type { Page, Request } from '@playwright/test';
import type { Backend } from '../../mock/backend';
import { decryptSecret } from '../../mock/secretCrypto';
import { ORG_DEFAULT } from '../../mock/rbac';
import { MFA_DEMO_USER } from '../../mock/seed';
import { totp } from '../../mock/util/totp';
import { DEFAULT_SECRET_FIELDS } from '../../dataProvider/secrets';
import { expect, test } from './demoServer';
import { ACCOUNTS, accountWithHistory } from './domainTargets';
import { signIn, signInThroughLoginPage } from './support';

/** Everything the browser keeps or shows outside the page's inputs. */
async function exposedPlaces(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async () => {
    const dump = (s: Storage) =>
      JSON.stringify(Array.from({ length: s.length }, (_, i) => [s.key(i), s.getItem(s.key(i)!)]));
    const idb: string[] = [];
    for (const info of await indexedDB.databases()) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open(info.name!);
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const rows = await new Promise<unknown[]>((resolve) => {
          const req = db.transaction(store).objectStore(store).getAll();
          req.onsuccess = () => resolve(req.result);
          req.onerror = () => resolve([]);
        });
        idb.push(JSON.stringify(rows));
      }
      db.close();
    }
    return {
      localStorage: dump(localStorage),
      sessionStorage: dump(sessionStorage),
      indexedDB: idb.join('\n'),
      cookies: document.cookie,
      url: location.href,
    };
  });
}

interface Watch {
  console: string[];
  urls: string[];
  bodies: { url: string; body: Record<string, unknown> }[];
}

function watch(page: Page): Watch {
  const w: Watch = { console: [], urls: [], bodies: [] };
  page.on('console', (m) => w.console.push(m.text()));
  page.on('pageerror', (e) => w.console.push(String(e)));
  page.on('framenavigated', (f) => w.urls.push(f.url()));
  page.on('request', (r: Request) => {
    w.urls.push(r.url());
    if (!/^(POST|PUT|PATCH)$/.test(r.method()) || !new URL(r.url()).pathname.startsWith('/api/'))
      return;
    try {
      const body = r.postDataJSON() as unknown;
      if (body && typeof body === 'object')
        w.bodies.push({ url: r.url(), body: body as Record<string, unknown> });
    } catch {
      // not JSON (an upload): no secret field of ours
    }
  });
  return w;
}

/** Field names that hold a secret (`new_password_again`, `EMAIL_HOST_PASSWORD`), not `password_strategy`. */
const SECRET_NAME = /^(.*_)?(password|secret|private_key|passphrase|token)(_again)?$/i;

/** Every non-empty string under a secret name, anywhere in a body. */
function secretValues(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => secretValues(v, out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if ((DEFAULT_SECRET_FIELDS as readonly string[]).includes(k) || SECRET_NAME.test(k)) {
        if (typeof v === 'string' && v) out.push(v);
      } else secretValues(v, out);
    }
  return out;
}

function decrypted(backend: Backend, cipher: string): string {
  for (const s of backend.state.sessions.all()) {
    if (!s.keys) continue;
    const plain = decryptSecret(cipher, s.keys.privateKeyPem);
    if (plain !== cipher) return plain;
  }
  return cipher;
}

let tried = 0;
let handled = 0;

/** No secret in any place the browser keeps or shows; counts each (place, secret) tried. */
async function expectNoSecretExposed(page: Page, w: Watch, secrets: string[], step: string) {
  const places = {
    ...(await exposedPlaces(page)),
    console: w.console.join('\n'),
    urls: w.urls.join('\n'),
  };
  for (const [place, text] of Object.entries(places))
    for (const secret of secrets) {
      tried++;
      expect.soft(text.includes(secret), `${step}: ${place} holds a secret`).toBe(false);
      if (!text.includes(secret)) handled++;
    }
}

/** Every secret field sent is ciphertext that decrypts to one of the typed values. */
function expectEncryptedOnWire(backend: Backend, w: Watch, typed: string[]) {
  const sent = w.bodies.flatMap(({ url, body }) => secretValues(body).map((v) => ({ url, v })));
  for (const { url, v } of sent) {
    tried++;
    const plain = decrypted(backend, v);
    expect.soft(v, `${url}: a secret in plain text`).not.toBe(plain);
    expect.soft(typed, `${url}: decrypts to what was typed`).toContain(plain);
    if (v !== plain && typed.includes(plain)) handled++;
  }
  return sent.length;
}

test.afterAll(() => {
  console.log(`secrets: tried ${tried}, handled ${handled}`);
});

test('signing in with a password and an MFA code leaves neither anywhere', async ({ page }) => {
  const w = watch(page);
  await signInThroughLoginPage(
    page,
    MFA_DEMO_USER.username,
    MFA_DEMO_USER.password,
    '/ui/console/users/users',
  );
  const code = totp(MFA_DEMO_USER.otpSecret);
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.locator('main h1')).not.toBeEmpty({ timeout: 20_000 });
  await expectNoSecretExposed(
    page,
    w,
    [MFA_DEMO_USER.password, code, MFA_DEMO_USER.otpSecret],
    'sign-in',
  );
});

test('a user created with a password: encrypted on the wire, kept nowhere', async ({
  page,
  backend,
}) => {
  const w = watch(page);
  await signIn(page, 'admin', 'ChangeMe', '/ui/console/users/users/create');
  const password = 'Zq9!secret-typed-7731';
  const stamp = Date.now().toString(36);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`sec-${stamp}`);
  await page.getByRole('textbox', { name: 'Username' }).fill(`sec${stamp}`);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(`sec${stamp}@example.com`);
  await page.getByText('Set password', { exact: true }).click();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/users\/users\?/, { timeout: 20_000 });
  expect(expectEncryptedOnWire(backend, w, [password])).toBeGreaterThan(0);
  await expectNoSecretExposed(page, w, [password, 'ChangeMe'], 'user create');
});

test('an account added in its dialog: its secret encrypted on the wire, kept nowhere', async ({
  page,
  backend,
}) => {
  const w = watch(page);
  const asset = backend.state.store
    .rows('assets.assets')
    .find((a) => a.org_id === ORG_DEFAULT && a.category === 'host')!;
  await signIn(page, 'admin', 'ChangeMe', ACCOUNTS);
  const secret = 'Acc0unt!secret-typed-5521';
  await page.getByRole('button', { name: 'Create' }).first().click();
  const form = page.getByRole('dialog', { name: /Create Account/ });
  await form.getByRole('combobox', { name: 'Asset' }).fill(String(asset.name));
  await page
    .getByRole('option', { name: String(asset.name) })
    .first()
    .click();
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('sec-account');
  await form.getByRole('textbox', { name: 'Username' }).fill('sec-account');
  await form.getByRole('textbox', { name: 'Secret/Password' }).fill(secret);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form).toBeHidden();
  expect(expectEncryptedOnWire(backend, w, [secret])).toBeGreaterThan(0);
  await expectNoSecretExposed(page, w, [secret, 'ChangeMe'], 'account add');
});

test("an account's secret and its history viewed behind the MFA confirm: kept nowhere", async ({
  page,
  backend,
}) => {
  const w = watch(page);
  const account = accountWithHistory(backend);
  await signInThroughLoginPage(
    page,
    MFA_DEMO_USER.username,
    MFA_DEMO_USER.password,
    `${ACCOUNTS}/${String(account.id)}`,
  );
  const codes = [totp(MFA_DEMO_USER.otpSecret)];
  await page.getByLabel('Code').fill(codes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();

  await page.getByRole('button', { name: 'Secret history' }).click();
  const confirm = page.getByRole('dialog', { name: 'Verify your identity' });
  codes.push(totp(MFA_DEMO_USER.otpSecret));
  await confirm.getByRole('textbox', { name: 'Verification code' }).fill(codes.at(-1)!);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  const history = page.getByRole('dialog', { name: /Secret history of/ });
  const earlier = (account.history as { secret: string; version: number }[]).filter(
    (h) => h.secret !== account.secret,
  );
  const newest = earlier.at(-1)!;
  await history.getByRole('button', { name: `Show v${newest.version}` }).click();
  await expect(history.getByRole('row').nth(1)).toContainText(newest.secret);
  await history.getByRole('button', { name: 'Close' }).click();

  // A current secret, shown in the accounts list.
  await page.goto(ACCOUNTS);
  const row = page.getByRole('table').getByRole('row').nth(1);
  const href = await row.getByRole('link').first().getAttribute('href');
  const shown = backend.state.store.find(
    'accounts.accounts',
    href!.split('/').filter(Boolean).at(-1),
  )!;
  await row.getByRole('button', { name: /^Show / }).click();
  await expect(row).toContainText(String(shown.secret));
  await expectNoSecretExposed(
    page,
    w,
    [String(shown.secret), ...earlier.map((h) => h.secret), MFA_DEMO_USER.password, ...codes],
    'secret view and history',
  );
});
