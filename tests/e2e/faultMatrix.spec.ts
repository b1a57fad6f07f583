/**
 * The fault matrix (issue 21 §2): a list, a detail, a form submit, the dashboard and a domain
 * action (the users' bulk "Disable selected"), each under every fault the demo backend injects —
 * 400 with field errors, 401, 403, 404, 409, 500, 502 (the proxy's HTML page), a hang past the
 * client's timeout, a dropped connection, malformed JSON and an OPTIONS field of an unknown type.
 * For each: the catalogue's message is on screen (a 401 opens the login-required dialog), the page
 * is still there (its heading, no spinner left, no uncaught error), and once the fault is gone the
 * same page works again without a reload. (A 401 mid-edit keeping every typed character through
 * re-login is authSession.spec.ts.)
 */
import type { Page } from '@playwright/test';
import { globToRegExp, type FaultRule } from '../../mock/faults';
import { HTTP_TIMEOUT_MS } from '../../dataProvider/httpClient';
import { en } from '../../i18n/en';
import { expect, test } from './demoServer';
import { signInThroughLoginPage } from './support';

const HTTP = en.app.http;

interface Fault {
  name: string;
  rule: Omit<FaultRule, 'path' | 'method'>;
  /** What the user reads; null: the page simply works (an unknown field type is shown or skipped). */
  message: RegExp | 'login' | null;
  /** For a form: the field message of a 400. */
  fieldMessage?: string;
}

const FAULTS: Fault[] = [
  {
    name: '400 with field errors',
    rule: { status: 400 },
    message: new RegExp(HTTP.bad_request),
    fieldMessage: 'This value is not valid.',
  },
  { name: '401', rule: { status: 401 }, message: 'login' },
  { name: '403', rule: { status: 403 }, message: new RegExp(HTTP.forbidden) },
  { name: '404', rule: { status: 404 }, message: new RegExp(`${HTTP.not_found}|Not found\\.`) },
  { name: '409', rule: { status: 409 }, message: new RegExp(HTTP.conflict) },
  { name: '500', rule: { status: 500 }, message: new RegExp(HTTP.server_error) },
  { name: '502', rule: { status: 502 }, message: new RegExp(HTTP.request_failed) },
  { name: 'hang past the timeout', rule: { timeout: true }, message: new RegExp(HTTP.timeout) },
  { name: 'dropped connection', rule: { drop: true }, message: new RegExp(HTTP.network) },
  { name: 'malformed JSON', rule: { malformed: true }, message: new RegExp(HTTP.request_failed) },
  { name: 'unknown OPTIONS field type', rule: { unknownFieldType: true }, message: null },
];

interface Surface {
  name: string;
  /** The page to open, once signed in. */
  path: string | ((page: Page) => Promise<string>);
  /** The request the fault hits (OPTIONS for the unknown field type). */
  target: { path: string; method: string };
  /** Makes the page send the faulted request (after the page is open). */
  trigger(page: Page): Promise<void>;
  /** The page works: what the user came for is on screen (after the trigger, fault gone). */
  works(page: Page): Promise<void>;
  /** Tries again without a reload, once the fault is gone. */
  retry(page: Page): Promise<void>;
  /** A form: a 400's field errors are told on the fields. */
  form?: boolean;
  /** Whether the fault applies to this surface's request (field errors only on a form, …). */
  applies?(f: Fault): boolean;
}

/** Client-side navigation, as a link does: no reload. */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

async function firstGroupId(page: Page): Promise<string> {
  const res = await page.request.get('/api/v1/users/groups/?limit=1&offset=0');
  return ((await res.json()) as { results: { id: string }[] }).results[0]!.id;
}

const GROUPS = '/ui/console/users/groups';

const SURFACES: Surface[] = [
  {
    name: 'list',
    path: GROUPS,
    target: { path: '/api/v1/users/groups/', method: 'GET' },
    trigger: async (page) => navigate(page, `${GROUPS}?search=a`),
    works: async (page) =>
      expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible(),
    retry: async (page) => page.getByRole('button', { name: 'Refresh' }).first().click(),
  },
  {
    name: 'detail',
    path: GROUPS,
    target: { path: '/api/v1/users/groups/*/', method: 'GET' },
    trigger: async (page) => navigate(page, `${GROUPS}/${await firstGroupId(page)}`),
    works: async (page) => expect(page.getByText(/ detail: /)).toBeVisible(),
    retry: async (page) => {
      await navigate(page, GROUPS);
      await expect(page.getByRole('table')).toBeVisible();
      await navigate(page, `${GROUPS}/${await firstGroupId(page)}`);
    },
  },
  {
    name: 'form submit',
    path: `${GROUPS}/create`,
    target: { path: '/api/v1/users/groups/', method: 'POST' },
    form: true,
    trigger: async (page) => {
      await page
        .getByRole('textbox', { name: 'Name', exact: true })
        .fill(`fault-${Date.now().toString(36)}`);
      await page.getByRole('button', { name: 'Submit' }).click();
    },
    works: async (page) => expect(page).toHaveURL(/\/ui\/console\/users\/groups\?/),
    retry: async (page) => page.getByRole('button', { name: 'Submit' }).click(),
  },
  {
    name: 'dashboard',
    path: '/ui/console/users/groups',
    // Every dashboard widget asks /api/v1/index/ (domain-protocol-assets §1).
    target: { path: '/api/v1/index/', method: 'GET' },
    trigger: async (page) => navigate(page, '/ui/console/dashboard'),
    works: async (page) => expect(page.getByRole('link', { name: /^Users \d+/ })).toBeVisible(),
    retry: async (page) => {
      await navigate(page, GROUPS);
      await expect(page.getByRole('table')).toBeVisible();
      await navigate(page, '/ui/console/dashboard');
    },
    // The dashboard sends no OPTIONS.
    applies: (f) => !f.rule.unknownFieldType,
  },
  {
    name: 'domain action (disable selected users)',
    path: '/ui/console/users/users',
    target: { path: '/api/v1/users/users/', method: 'PATCH' },
    trigger: async (page) => {
      const row = page.getByRole('table').locator('tbody tr').nth(1);
      await row.getByRole('checkbox').check();
      await page.getByRole('button', { name: /^More actions/ }).click();
      await page.getByRole('menuitem', { name: 'Disable selected' }).click();
    },
    works: async (page) => expect(page.getByText(en.pages.notify.bulk_updated)).toBeVisible(),
    retry: async (page) => {
      await page.getByRole('button', { name: /^More actions/ }).click();
      await page.getByRole('menuitem', { name: 'Disable selected' }).click();
    },
    applies: (f) => !f.rule.unknownFieldType,
  },
];

let tried = 0;
let handled = 0;

test.afterAll(() => {
  console.log(`fault matrix: tried ${tried}, handled ${handled}`);
});

for (const surface of SURFACES) {
  test(`${surface.name}: every fault is told, leaves the page usable, and recovers`, async ({
    page,
    backend,
  }) => {
    test.setTimeout(180_000);
    const uncaught: string[] = [];
    page.on('pageerror', (e) => uncaught.push(String(e)));
    // Time flows as usual; the hang case jumps past the client's timeout instead of waiting it out.
    await page.clock.install();
    await signInThroughLoginPage(page, 'admin', 'ChangeMe', '/ui/console/users/groups');
    await expect(page.getByRole('table')).toBeVisible({ timeout: 15_000 });

    const failures: string[] = [];
    for (const fault of FAULTS.filter((f) => surface.applies?.(f) ?? true)) {
      tried++;
      // Every fault is tried even when one fails, so a run shows the whole matrix.
      try {
        await playFault(fault);
        handled++;
      } catch (e) {
        const screen = (
          await page
            .locator('body')
            .innerText()
            .catch(() => '')
        ).replace(/\s+/g, ' ');
        failures.push(
          `${fault.name}: ${String(e).split('\n')[0]} | on screen: ${screen.slice(0, 300)}`,
        );
        backend.faults.clear();
      }
    }
    expect(failures, `${surface.name}: faults not handled`).toEqual([]);

    async function playFault(fault: Fault) {
      await test.step(fault.name, async () => {
        const errorsBefore = uncaught.length;
        const path = typeof surface.path === 'string' ? surface.path : await surface.path(page);
        await page.goto(path);
        await expect(page.locator('main h1').first()).not.toBeEmpty({ timeout: 15_000 });
        if (surface.name === 'domain action (disable selected users)')
          await expect(page.getByRole('table')).toBeVisible();
        const method = fault.rule.unknownFieldType ? 'OPTIONS' : surface.target.method;
        // Every OPTIONS answer gains the unknown field, whichever the page asks.
        const faultPath = fault.rule.unknownFieldType ? '/api/v1/**' : surface.target.path;
        const id = backend.faults.add({ ...fault.rule, path: faultPath, method });
        if (fault.rule.unknownFieldType) await page.goto(path);
        const pattern = globToRegExp(surface.target.path);
        const sent = fault.rule.timeout
          ? page.waitForRequest(
              (r) => r.method() === method && pattern.test(new URL(r.url()).pathname),
            )
          : null;
        await surface.trigger(page);
        // The jump comes once the request is out, so its own timer is the one that fires.
        if (fault.rule.timeout) {
          await sent;
          await page.clock.fastForward(HTTP_TIMEOUT_MS + 1000);
        }

        if (fault.message === 'login') {
          await expect(page.getByRole('dialog', { name: 'Login required' })).toBeVisible();
        } else if (fault.message) {
          // A form shows a 400's field errors on their fields, the rest as a notice.
          const told = fault.fieldMessage && surface.form ? fault.fieldMessage : fault.message;
          await expect(page.getByText(told).first()).toBeVisible();
        } else {
          await surface.works(page);
        }
        // Still a page: its heading, nothing left loading, nothing thrown.
        await expect(page.locator('main h1').first()).toBeVisible();
        await expect(page.locator('main [role=progressbar]')).toHaveCount(0);
        expect(uncaught.slice(errorsBefore), 'uncaught errors').toEqual([]);

        backend.faults.remove(id);
        if (fault.message === 'login')
          await page.getByRole('button', { name: 'I have signed in' }).click();
        if (fault.message) await surface.retry(page);
        await surface.works(page);
      });
    }
  });
}
