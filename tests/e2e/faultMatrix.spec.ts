/**
 * The fault matrix (issue 21 §2): a list, a detail, an update form's load, a form submit, the
 * dashboard and the domain actions (the users' bulk "Disable selected"; DOMAIN_ACTIONS: terminate a
 * session, view an account's secret, approve a ticket, run a job in its dialog, test an asset, add
 * an account in an asset's dialog, import LDAP users in their dialog), each under every fault the
 * demo backend injects — 400 with field errors, 401, 403, 404, 409, 500, 502 (the proxy's HTML
 * page), a hang past the client's timeout, a dropped connection, malformed JSON and an OPTIONS
 * field of an unknown type. The export (its file fetched as any call) meets the
 * same faults; a task's live log meets the websocket's own (issue 34 §1, §10): a clean close
 * mid-stream (1000, 1011), a refused handshake, a cut connection. The generated pages (list, detail,
 * update form) also meet what only they read (issue 34 §4, §9): metadata answering 500, and a 200
 * of the wrong shape (`{"detail": "ok"}`, `null`) or an HTML page with 200 for their rows or record.
 * The writes with a submit button (the create form, the two dialogs) are also clicked three times
 * while a slow answer is awaited: one request goes out (issue 34 §5). A dialog stays open on a
 * failure, with nothing left loading.
 * For each: the catalogue's message is on screen (a 401 opens the login-required dialog), the page
 * is still there (its heading, no spinner left, no uncaught error), and once the fault is gone the
 * same page works again without a reload. Each fault opens its surface afresh by a route change;
 * only the metadata faults reload the page, the one way to make it ask for its metadata again.
 * (A 401 mid-edit keeping every typed character through re-login is authSession.spec.ts.)
 */
import type { Locator, Page, Request } from '@playwright/test';
import type { Backend } from '../../mock/backend';
import { globToRegExp, type FaultRule } from '../../mock/faults';
import { HTTP_TIMEOUT_MS } from '../../dataProvider/httpClient';
import { OPTIONS_STORAGE_KEY } from '../../dataProvider/schema';
import englishMessages from 'ra-language-english';
import { en } from '../../i18n/en';
import { expect, test } from './demoServer';
import { ASSETS, jobWithParameter, openTicketForAdmin, testableHost } from './domainTargets';
import { signIn } from './support';

const HTTP = en.app.http;
const RA = englishMessages.ra.notification;
const TASK_LOG = en.actions.task_log;
const cutOff = (code: number) =>
  new RegExp(TASK_LOG.socket_closed.replace('%{code}', String(code)).replace(/[()]/g, '\\$&'));

interface Fault {
  name: string;
  rule: Omit<FaultRule, 'path' | 'method'>;
  /**
   * What the user reads; null: the page simply works (an unknown field type is shown or skipped).
   */
  message: RegExp | 'login' | null;
  /** For a form: the field message of a 400. */
  fieldMessage?: string;
  /**
   * A fault of the task log's websocket (`/ws/ops/tasks/log/`), met only by surfaces that follow
   * one.
   */
  socket?: boolean;
  /**
   * Hits every resource's metadata (OPTIONS) instead of the surface's request: the page is opened
   * again, without the metadata the tab keeps, to ask for it.
   */
  metadata?: boolean;
  /**
   * A fault of what only a generated page reads (its metadata, the shape of its rows or record):
   * met only by the surfaces that open one (`opensPage`).
   */
  pageOnly?: boolean;
  /** Tries again instead of the surface's own way (the page's Retry where the whole page failed). */
  retry?(page: Page): Promise<void>;
  /**
   * A slow write clicked three times (issue 34 §5): met only by the surfaces with a `submit`; the
   * page works, having sent the request exactly once.
   */
  repeatClicks?: boolean;
}

/** The Retry of a page or form that failed to load as a whole. */
const retryLoad = (page: Page) =>
  page.getByRole('button', { name: 'Retry', exact: true }).first().click();

const FAULTS: Fault[] = [
  {
    name: '400 with field errors',
    rule: { status: 400 },
    message: new RegExp(HTTP.bad_request),
    fieldMessage: 'This value is not valid.',
  },
  { name: '401', rule: { status: 401 }, message: 'login' },
  { name: '403', rule: { status: 403 }, message: new RegExp(HTTP.forbidden) },
  {
    name: '404',
    rule: { status: 404 },
    // The server's words, or, where a page's record is gone, "does not exist" (and back to its list).
    message: new RegExp(`${HTTP.not_found}|Not found\\.|${RA.item_doesnt_exist}`),
  },
  { name: '409', rule: { status: 409 }, message: new RegExp(HTTP.conflict) },
  { name: '500', rule: { status: 500 }, message: new RegExp(HTTP.server_error) },
  { name: '502', rule: { status: 502 }, message: new RegExp(HTTP.request_failed) },
  { name: 'hang past the timeout', rule: { timeout: true }, message: new RegExp(HTTP.timeout) },
  { name: 'dropped connection', rule: { drop: true }, message: new RegExp(HTTP.network) },
  { name: 'malformed JSON', rule: { malformed: true }, message: new RegExp(HTTP.unreadable) },
  {
    name: 'unknown OPTIONS field type',
    rule: { unknownFieldType: true },
    message: null,
    metadata: true,
  },
  {
    name: 'OPTIONS 500',
    rule: { status: 500 },
    message: new RegExp(HTTP.server_error),
    metadata: true,
    pageOnly: true,
    retry: retryLoad,
  },
  {
    name: 'wrong-shape 200 ({"detail": "ok"})',
    rule: { wrongShape: 'detail' },
    message: new RegExp(HTTP.unreadable),
    pageOnly: true,
  },
  {
    name: 'wrong-shape 200 (null)',
    rule: { wrongShape: 'null' },
    message: new RegExp(HTTP.unreadable),
    pageOnly: true,
  },
  { name: 'HTML 200', rule: { html: true }, message: new RegExp(HTTP.unreadable), pageOnly: true },
  {
    name: 'websocket closed cleanly (1000) mid-stream',
    rule: { close: 1000, afterFrames: 2 },
    message: cutOff(1000),
    socket: true,
  },
  {
    name: 'websocket closed (1011) mid-stream',
    rule: { close: 1011, afterFrames: 2 },
    message: cutOff(1011),
    socket: true,
  },
  {
    name: 'websocket handshake refused (500)',
    rule: { status: 500 },
    message: new RegExp(TASK_LOG.socket_failed),
    socket: true,
  },
  {
    name: 'websocket connection cut',
    rule: { drop: true },
    message: new RegExp(TASK_LOG.socket_failed),
    socket: true,
  },
  {
    name: 'slow POST clicked three times',
    rule: { latency: 2000 },
    message: null,
    repeatClicks: true,
  },
];

interface Surface {
  name: string;
  /** The page to open, once signed in (a function: picked afresh for each fault). */
  path: string | ((page: Page, backend: Backend) => Promise<string> | string);
  /** The page is ready for the trigger (beyond its heading). */
  ready?(page: Page): Promise<void>;
  /** The request the fault hits (OPTIONS for the unknown field type). */
  target: { path: string; method: string };
  /** Makes the page send the faulted request (after the page is open). */
  trigger(page: Page): Promise<void>;
  /** The page works: what the user came for is on screen (after the trigger, fault gone). */
  works(page: Page): Promise<void>;
  /**
   * The heading of the page the trigger leads to, drawn even when its metadata fails. Until that
   * page's code has loaded, the page left stays on screen (a route change is a transition), with
   * its own metadata error under a metadata fault: a message found there is not this page's.
   */
  heading?: RegExp;
  /** Tries again without a reload, once the fault is gone. */
  retry(page: Page): Promise<void>;
  /** A form: a 400's field errors are told on the fields. */
  form?: boolean;
  /**
   * An action or dialog without the field that tells a 400's field error in its own words (a
   * notice, or the dialog's error).
   */
  fieldErrorInNotice?: boolean;
  /** Whether the fault applies to this surface's request (field errors only on a form, …). */
  applies?(f: Fault): boolean;
  /** Follows a task's log over its websocket: meets the socket faults, and only those. */
  socket?: boolean;
  /** The trigger opens a generated page: meets the faults of what only such a page reads. */
  opensPage?: boolean;
  /**
   * The dialog the surface works in: a failure leaves it open (what was typed or picked kept for
   * the retry), with nothing loading.
   */
  dialog?(page: Page): Locator;
  /**
   * The button that sends the write, which the trigger clicks once: clicked twice more at once
   * while a slow answer is awaited, it sends nothing more (`repeatClicks`).
   */
  submit?(page: Page): Locator;
}

/** Client-side navigation, as a link does: no reload. */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

const NOT_FOUND = en.routes.pages.notFound;

/**
 * Opens `path` afresh without reloading the console (a reload costs the browser about eight times
 * a route change): by way of the 404 page, so the surface mounts anew (no dialog, form or log of
 * the fault before), and with no notice of the fault before left on screen (one with the same
 * words would answer for the next fault's).
 */
async function reopen(page: Page, path: string) {
  const heading = page.locator('main h1').first();
  await navigate(page, '/ui/404');
  await expect(heading).toHaveText(NOT_FOUND);
  const notices = page.locator('.MuiSnackbar-root');
  await expect(async () => {
    if (await notices.count()) await page.keyboard.press('Escape');
    await expect(notices).toHaveCount(0, { timeout: 500 });
  }).toPass();
  await navigate(page, path);
  await expect(page).toHaveURL((u) => u.pathname === new URL(path, u).pathname);
  await expect(heading).not.toHaveText(NOT_FOUND);
}

async function firstGroupId(page: Page): Promise<string> {
  const res = await page.request.get('/api/v1/users/groups/?limit=1&offset=0');
  return ((await res.json()) as { results: { id: string }[] }).results[0]!.id;
}

const GROUPS = '/ui/console/users/groups';

/**
 * Back to the groups list, drawn: the page left (a detail, the dashboard) may have tables of its
 * own until the list replaces it.
 */
async function backToGroups(page: Page) {
  await navigate(page, GROUPS);
  await expect(page.locator('main h1').first()).toHaveText(/User groups/);
  await expect(page.getByRole('table')).toBeVisible();
}

/** Clicks `open` and confirms in the dialog it asks, or confirms in the one still open. */
async function openAndConfirm(page: Page, open: ReturnType<Page['locator']>, confirm: string) {
  // After a re-login, the login-required dialog leaves first: the confirm is the one left.
  await expect(page.getByRole('dialog', { name: 'Login required' })).toBeHidden();
  const dialog = page.getByRole('dialog').first();
  if (!(await dialog.isVisible())) await open.click();
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
}

const ONLINE = '/ui/audit/sessions/sessions?tab=online';
const terminateFirst = (page: Page) =>
  page
    .locator('table tbody tr')
    .first()
    .getByRole('button', { name: /^Terminate / });

const groupSubmit = (page: Page) => page.getByRole('button', { name: 'Submit' });
const accountDialog = (page: Page) => page.getByRole('dialog', { name: /Create Account/ });
const accountSubmit = (page: Page) => accountDialog(page).getByRole('button', { name: 'Submit' });
/** The account the add-account surface typed last (unique: each fault adds one). */
let accountName = '';
const ldapDialog = (page: Page) => page.getByRole('dialog', { name: 'Import LDAP users' });
const importSelected = (page: Page) =>
  ldapDialog(page).getByRole('button', { name: /^Import selected/ });
const runDialog = (page: Page) => page.getByRole('dialog', { name: 'Run with parameters' });
const taskLog = (page: Page) => page.getByRole('dialog', { name: /Task log/ });
const exportDialog = (page: Page) => page.getByRole('dialog', { name: 'Export' });

/** Exports from the open dialog: the file is downloaded and the dialog closes. */
async function exportAgain(page: Page) {
  await expect(page.getByRole('dialog', { name: 'Login required' })).toBeHidden();
  await Promise.all([
    page.waitForEvent('download'),
    exportDialog(page).getByRole('button', { name: 'Export', exact: true }).click(),
  ]);
}

/**
 * The domain screens' own actions (issues 13–17). Each acts for real once the fault is gone; a
 * function path picks a fresh target for each fault where the action used one up. One line each.
 */
const DOMAIN_ACTIONS: Surface[] = [
  {
    name: 'terminate a session',
    path: ONLINE,
    target: { path: '/api/v1/terminal/tasks/kill-session/', method: 'POST' },
    ready: async (page) => expect(terminateFirst(page)).toBeVisible(),
    trigger: async (page) => openAndConfirm(page, terminateFirst(page), 'Confirm'),
    works: async (page) => expect(page.getByText(en.actions.notify.terminate_sent)).toBeVisible(),
    fieldErrorInNotice: true,
    retry: async (page) => openAndConfirm(page, terminateFirst(page), 'Confirm'),
    applies: (f) => !f.rule.unknownFieldType,
  },
  {
    name: "view an account's secret",
    // The fetch itself is faulted here: the identity check before it is secrets.spec.ts's.
    path: (_page, backend) => {
      backend.state.settings.SECURITY_VIEW_AUTH_NEED_MFA = false;
      return '/ui/console/accounts/accounts';
    },
    target: { path: '/api/v1/accounts/account-secrets/*/', method: 'GET' },
    ready: async (page) => expect(page.getByRole('table')).toBeVisible(),
    trigger: async (page) =>
      page
        .getByRole('table')
        .getByRole('button', { name: /^Show / })
        .first()
        .click(),
    works: async (page) =>
      expect(page.getByRole('table').getByRole('button', { name: /^Hide / })).toBeVisible(),
    retry: async (page) =>
      page
        .getByRole('table')
        .getByRole('button', { name: /^Show / })
        .first()
        .click(),
    applies: (f) => !f.rule.unknownFieldType,
  },
  {
    name: 'approve a ticket',
    path: (_page, backend) =>
      `/ui/tickets/tickets/${openTicketForAdmin(backend, ['login_confirm', 'command_confirm'])}`,
    target: { path: '/api/v1/tickets/*/*/approve/', method: 'PUT' },
    ready: async (page) =>
      expect(page.getByRole('button', { name: 'Approve', exact: true })).toBeVisible(),
    trigger: async (page) => page.getByRole('button', { name: 'Approve', exact: true }).click(),
    works: async (page) => expect(page.getByText(en.tickets.decide.approved)).toBeVisible(),
    fieldErrorInNotice: true,
    retry: async (page) => page.getByRole('button', { name: 'Approve', exact: true }).click(),
    applies: (f) => !f.rule.unknownFieldType,
  },
  {
    name: 'run a job with a parameter',
    path: (_page, backend) => `/ui/workbench/ops/job/${jobWithParameter(backend)}`,
    target: { path: '/api/v1/ops/job-executions/', method: 'POST' },
    ready: async (page) =>
      expect(page.getByRole('button', { name: 'Run', exact: true })).toBeVisible(),
    trigger: async (page) => {
      // The dialog loads lazily: wait for it rather than race its opening.
      await page.getByRole('button', { name: 'Run', exact: true }).click();
      await runDialog(page).getByRole('button', { name: 'Run', exact: true }).click();
    },
    works: async (page) => expect(taskLog(page)).toBeVisible(),
    fieldErrorInNotice: true,
    retry: async (page) =>
      runDialog(page).getByRole('button', { name: 'Run', exact: true }).click({ timeout: 15_000 }),
    applies: (f) => !f.rule.unknownFieldType,
  },
  {
    name: "test an asset's connectivity",
    path: async (page) => `${ASSETS}/${await testableHost(page)}`,
    target: { path: '/api/v1/assets/assets/*/tasks/', method: 'POST' },
    ready: async (page) =>
      expect(page.getByRole('button', { name: 'Test connectivity' })).toBeVisible(),
    trigger: async (page) => page.getByRole('button', { name: 'Test connectivity' }).click(),
    works: async (page) => expect(taskLog(page)).toBeVisible(),
    fieldErrorInNotice: true,
    retry: async (page) => page.getByRole('button', { name: 'Test connectivity' }).click(),
    applies: (f) => !f.rule.unknownFieldType,
  },
  {
    name: "add an account to an asset (its Accounts tab's dialog form)",
    path: async (page) => `${ASSETS}/${await testableHost(page)}/accounts`,
    target: { path: '/api/v1/accounts/accounts/', method: 'POST' },
    form: true,
    dialog: accountDialog,
    submit: accountSubmit,
    // Opened here, not in `ready`: a metadata fault opens the page again before the trigger.
    trigger: async (page) => {
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      const dialog = accountDialog(page);
      accountName = `fault-${Date.now().toString(36)}`;
      await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(accountName);
      await dialog.getByRole('textbox', { name: 'Username' }).fill(accountName);
      await accountSubmit(page).click();
    },
    works: async (page) => {
      await expect(accountDialog(page)).toBeHidden();
      await expect(
        page.getByRole('cell', { name: accountName, exact: true }).first(),
      ).toBeVisible();
    },
    retry: async (page) => accountSubmit(page).click(),
  },
  {
    name: 'import LDAP users (the Import users dialog)',
    path: '/ui/settings/auth?activeTab=LDAP',
    // The import is what the user came for, and its failure must keep the picked users for
    // another try; the user list's own failure is the dialog's load error with its Retry, the
    // component every failed load shares (the list surface's).
    target: { path: '/api/v1/settings/ldap/users/import/', method: 'POST' },
    ready: async (page) => {
      await page.getByRole('button', { name: 'Import users' }).click();
      await expect(ldapDialog(page)).toBeVisible();
      // The directory is synchronised first (409 while it runs), then listed.
      await expect(ldapDialog(page).getByRole('table')).toBeVisible({ timeout: 30_000 });
    },
    dialog: ldapDialog,
    submit: importSelected,
    trigger: async (page) => {
      await ldapDialog(page).locator('tbody').getByRole('checkbox').first().check();
      await importSelected(page).click();
    },
    works: async (page) =>
      expect(
        ldapDialog(page)
          .getByRole('region', { name: 'Import results' })
          .getByText(/^Imported into /)
          .first(),
      ).toBeVisible(),
    fieldErrorInNotice: true,
    retry: async (page) => importSelected(page).click(),
    applies: (f) => !f.rule.unknownFieldType,
  },
  {
    name: "an asset connectivity test's live log",
    path: async (page) => `${ASSETS}/${await testableHost(page)}`,
    target: { path: '/ws/ops/tasks/log/', method: 'GET' },
    socket: true,
    ready: async (page) =>
      expect(page.getByRole('button', { name: 'Test connectivity' })).toBeVisible(),
    trigger: async (page) => page.getByRole('button', { name: 'Test connectivity' }).click(),
    works: async (page) => expect(taskLog(page).getByText(/^(Finished|Failed)$/)).toBeVisible(),
    // The log read on over HTTP reaches the task's end; then a new test follows it live.
    retry: async (page) => {
      await expect(taskLog(page).getByText(/^(Finished|Failed)$/)).toBeVisible();
      await expect(taskLog(page).getByRole('log')).toHaveAttribute('aria-busy', 'false');
      await page.keyboard.press('Escape');
      await expect(taskLog(page)).toBeHidden();
      await page.getByRole('button', { name: 'Test connectivity' }).click();
      await expect(taskLog(page).getByText(/^(Finished|Failed)$/)).toBeVisible();
      await expect(taskLog(page).getByRole('alert')).toHaveCount(0);
    },
  },
];

/**
 * Letters some demo group name holds (Default, DevOps, DBA, Network, Security, QA, HR, Support…),
 * one per fault in turn: more of them than the list meets faults, so none is asked twice.
 */
const SEARCHES = 'aeinorstcdulfhpvkwybq';
let searches = 0;
const nextSearch = () => SEARCHES[searches++ % SEARCHES.length]!;

const SURFACES: Surface[] = [
  {
    name: 'list',
    path: GROUPS,
    target: { path: '/api/v1/users/groups/', method: 'GET' },
    opensPage: true,
    // A search not asked before: the page may have opened on the last one (its list parameters
    // are remembered), whose rows would then come without a new request.
    trigger: async (page) => navigate(page, `${GROUPS}?search=${nextSearch()}`),
    works: async (page) =>
      expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible(),
    retry: async (page) => page.getByRole('button', { name: 'Refresh' }).first().click(),
  },
  {
    name: 'detail',
    path: GROUPS,
    target: { path: '/api/v1/users/groups/*/', method: 'GET' },
    opensPage: true,
    trigger: async (page) => navigate(page, `${GROUPS}/${await firstGroupId(page)}`),
    heading: /^User group(?!s)/,
    works: async (page) => expect(page.getByText(/ detail: /)).toBeVisible(),
    retry: async (page) => {
      await backToGroups(page);
      await navigate(page, `${GROUPS}/${await firstGroupId(page)}`);
    },
  },
  {
    name: 'edit form',
    path: GROUPS,
    // The update page's record load (its submit is a write like the create form's).
    target: { path: '/api/v1/users/groups/*/', method: 'GET' },
    opensPage: true,
    trigger: async (page) => navigate(page, `${GROUPS}/${await firstGroupId(page)}/update`),
    heading: /^Update User group/,
    works: async (page) =>
      expect(page.getByRole('textbox', { name: 'Name', exact: true })).not.toHaveValue(''),
    retry: async (page) => {
      await navigate(page, GROUPS);
      await expect(page.getByRole('table')).toBeVisible();
      await navigate(page, `${GROUPS}/${await firstGroupId(page)}/update`);
    },
  },
  {
    name: 'form submit',
    path: `${GROUPS}/create`,
    target: { path: '/api/v1/users/groups/', method: 'POST' },
    form: true,
    submit: groupSubmit,
    trigger: async (page) => {
      await page
        .getByRole('textbox', { name: 'Name', exact: true })
        .fill(`fault-${Date.now().toString(36)}`);
      await groupSubmit(page).click();
    },
    works: async (page) => expect(page).toHaveURL(/\/ui\/console\/users\/groups\?/),
    retry: async (page) => groupSubmit(page).click(),
  },
  {
    name: 'dashboard',
    path: '/ui/console/users/groups',
    // Every dashboard widget asks /api/v1/index/ (docs/domain.md §1).
    target: { path: '/api/v1/index/', method: 'GET' },
    ready: async (page) => expect(page.getByRole('table')).toBeVisible(),
    trigger: async (page) => navigate(page, '/ui/console/dashboard'),
    works: async (page) => expect(page.getByRole('link', { name: /^Users \d+/ })).toBeVisible(),
    retry: async (page) => {
      await backToGroups(page);
      await navigate(page, '/ui/console/dashboard');
    },
    // The dashboard sends no OPTIONS.
    applies: (f) => !f.rule.unknownFieldType,
  },
  {
    name: 'export',
    path: GROUPS,
    // The file is the list's URL with format=: the list itself is not asked again meanwhile.
    target: { path: '/api/v1/users/groups/', method: 'GET' },
    ready: async (page) => expect(page.getByRole('table')).toBeVisible(),
    trigger: async (page) => {
      await page.getByRole('button', { name: 'Export' }).first().click();
      await exportDialog(page).getByRole('button', { name: 'Export', exact: true }).click();
    },
    // The file came and the dialog closed; failed, it stays with its choices for another try.
    works: async (page) => expect(exportDialog(page)).toBeHidden(),
    retry: exportAgain,
    // Its answer is a file, not JSON: a body JSON cannot parse is what it downloads.
    applies: (f) => !f.rule.unknownFieldType && !f.rule.malformed,
  },
  {
    name: 'domain action (disable selected users)',
    path: '/ui/console/users/users',
    target: { path: '/api/v1/users/users/', method: 'PATCH' },
    trigger: async (page) => {
      const row = page.getByRole('table').locator('tbody tr').nth(1);
      await row.getByRole('checkbox').check();
      await page.getByRole('button', { name: /^Actions \(/ }).click();
      await page.getByRole('menuitem', { name: 'Disable selected' }).click();
    },
    works: async (page) => expect(page.getByText(en.pages.notify.bulk_updated)).toBeVisible(),
    retry: async (page) => {
      await page.getByRole('button', { name: /^Actions \(/ }).click();
      await page.getByRole('menuitem', { name: 'Disable selected' }).click();
    },
    ready: async (page) => expect(page.getByRole('table')).toBeVisible(),
    applies: (f) => !f.rule.unknownFieldType,
  },
  ...DOMAIN_ACTIONS,
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
    await signIn(page, 'admin', 'ChangeMe', '/ui/console/users/groups');
    await expect(page.getByRole('table')).toBeVisible({ timeout: 15_000 });

    const failures: string[] = [];
    const meets = (f: Fault) =>
      !f.socket === !surface.socket &&
      (!f.pageOnly || !!surface.opensPage) &&
      (!f.repeatClicks || !!surface.submit) &&
      (surface.applies?.(f) ?? true);
    for (const fault of FAULTS.filter(meets)) {
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
        // The whole error (its locator) and the screen's end, where an open dialog is.
        failures.push(
          `${fault.name}: ${String(e).replace(/\s+/g, ' ').slice(0, 700)} | on screen: ${screen.slice(0, 300)} … ${screen.slice(-500)}`,
        );
        backend.faults.clear();
      }
    }
    expect(failures, `${surface.name}: faults not handled`).toEqual([]);

    async function playFault(fault: Fault) {
      await test.step(fault.name, async () => {
        const errorsBefore = uncaught.length;
        const path =
          typeof surface.path === 'string' ? surface.path : await surface.path(page, backend);
        await reopen(page, path);
        await expect(page.locator('main h1').first()).not.toBeEmpty({ timeout: 15_000 });
        await surface.ready?.(page);
        const method = fault.metadata ? 'OPTIONS' : surface.target.method;
        // Every OPTIONS answer is faulted, whichever the page asks.
        const faultPath = fault.metadata ? '/api/v1/**' : surface.target.path;
        const id = backend.faults.add({ ...fault.rule, path: faultPath, method });
        // The tab keeps its metadata in memory too: only a new page load asks for it again.
        if (fault.metadata) {
          await page.evaluate((key) => sessionStorage.removeItem(key), OPTIONS_STORAGE_KEY);
          await page.goto(path);
        }
        const pattern = globToRegExp(surface.target.path);
        const faulted = (r: Request) =>
          r.method() === method && pattern.test(new URL(r.url()).pathname);
        let sentTimes = 0;
        const count = (r: Request) => {
          if (faulted(r)) sentTimes++;
        };
        if (fault.repeatClicks) page.on('request', count);
        const sent = fault.rule.timeout ? page.waitForRequest(faulted) : null;
        await surface.trigger(page);
        // Two more clicks at once, while the first one's answer is still awaited; a disabled
        // button takes them as a user's would (no click event), hence no wait for it to enable.
        if (fault.repeatClicks) await surface.submit!(page).click({ clickCount: 2, force: true });
        // The jump comes once the request is out, so its own timer is the one that fires.
        if (fault.rule.timeout) {
          await sent;
          await page.clock.fastForward(HTTP_TIMEOUT_MS + 1000);
        }

        if (fault.metadata && surface.heading)
          await expect(page.locator('main h1').first()).toHaveText(surface.heading);
        if (fault.message === 'login') {
          await expect(page.getByRole('dialog', { name: 'Login required' })).toBeVisible();
        } else if (fault.message) {
          // A form shows a 400's field errors on their fields, the rest as a notice.
          const told =
            fault.fieldMessage && (surface.form || surface.fieldErrorInNotice)
              ? fault.fieldMessage
              : fault.message;
          await expect(page.getByText(told).first()).toBeVisible();
        } else {
          await surface.works(page);
        }
        // Still a page: its heading, nothing left loading, nothing thrown; a failure keeps the
        // surface's dialog open for another try (under the login-required one, it is hidden).
        await expect(page.locator('main h1').first()).toBeVisible();
        await expect(page.locator('main [role=progressbar]')).toHaveCount(0);
        if (surface.dialog && fault.message && fault.message !== 'login') {
          await expect(surface.dialog(page)).toBeVisible();
          await expect(surface.dialog(page).getByRole('progressbar')).toHaveCount(0);
        }
        expect(uncaught.slice(errorsBefore), 'uncaught errors').toEqual([]);

        backend.faults.remove(id);
        if (fault.message === 'login') {
          await page.getByRole('button', { name: 'I have signed in' }).click();
        }
        if (fault.message) await (fault.retry ?? surface.retry)(page);
        await surface.works(page);
        if (fault.repeatClicks) {
          page.off('request', count);
          expect(sentTimes, 'requests sent by three clicks').toBe(1);
        }
      });
    }
  });
}
