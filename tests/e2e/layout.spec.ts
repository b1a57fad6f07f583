/**
 * The console's frame in Chromium: the sidebar's remembered state, the layout at 800 px, theme
 * colours from public settings (cached for the next load's first paint), site messages pushed over
 * the websocket, the visited-tabs bar.
 */
import type { Page, Route, WebSocketRoute } from '@playwright/test';
import { expect, test } from './demoServer';
import { signIn } from './support';

const USERS = '/ui/console/users/users';
/** The demo's primary (dark blue) and a branded one. */
const DEMO_BLUE = 'rgb(31, 58, 147)';
const PURPLE = 'rgb(142, 68, 173)';

async function signedIn(page: Page, target = USERS) {
  await signIn(page, 'admin', 'ChangeMe', target);
  await expect(page.getByRole('table')).toBeVisible({ timeout: 15_000 });
}

async function cookie(page: Page, name: string) {
  return (await page.context().cookies()).find((c) => c.name === name);
}

const widthOf = async (page: Page, name: string) =>
  (await page.getByRole('navigation', { name }).boundingBox())?.width;

test('the sidebar stays collapsed or open across reloads, by the sidebarStatus cookie', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedIn(page);
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect.poll(() => widthOf(page, 'Main menu')).toBe(200);

  await page.getByRole('button', { name: 'Collapse the menu' }).click();
  await expect(nav).toHaveAttribute('data-state', 'collapsed');
  await expect.poll(() => widthOf(page, 'Main menu')).toBe(54);
  expect((await cookie(page, 'sidebarStatus'))?.value).toBe('0');

  await page.reload();
  await expect(page.getByRole('table')).toBeVisible({ timeout: 15_000 });
  await expect(nav).toHaveAttribute('data-state', 'collapsed');
  await expect.poll(() => widthOf(page, 'Main menu')).toBe(54);

  await page.getByRole('button', { name: 'Expand the menu' }).click();
  expect((await cookie(page, 'sidebarStatus'))?.value).toBe('1');
  await page.reload();
  await expect(page.getByRole('table')).toBeVisible({ timeout: 15_000 });
  await expect(nav).toHaveAttribute('data-state', 'open');
  await expect.poll(() => widthOf(page, 'Main menu')).toBe(200);
});

test('at 800 px wide the sidebar is an overlay and the messages drawer takes 70%', async ({
  page,
}) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await signedIn(page);
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  // The page gets the whole width: no sidebar until asked for.
  await expect(nav).toHaveCount(0);
  const table = await page.getByRole('table').boundingBox();
  expect(table!.x).toBeLessThan(54);

  await page.getByRole('button', { name: 'Expand the menu' }).click();
  await expect(nav).toBeVisible();
  await expect.poll(() => widthOf(page, 'Main menu')).toBe(200);
  await nav.getByRole('link', { name: 'User groups' }).click();
  await expect(page).toHaveURL(/\/ui\/console\/users\/groups$/);
  await expect(nav).toHaveCount(0);
  // Opening and closing on a phone leaves the desktop preference alone.
  expect(await cookie(page, 'sidebarStatus')).toBeUndefined();

  await page.getByRole('button', { name: /^Site messages: \d+ unread$/ }).click();
  const drawer = page.getByRole('region', { name: 'Site messages' });
  await expect(drawer).toBeVisible();
  await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(560);
});

test('theme colours, login title and favicon come from public settings and are kept', async ({
  page,
}) => {
  await signedIn(page);
  // The demo's default palette first.
  await expect(page.getByRole('banner')).toHaveCSS('background-color', 'rgb(31, 58, 147)');

  // The platform's interface settings, as an xpack backend serves them.
  await page.route('**/api/v1/settings/public/', async (route) => {
    const response = await route.fetch();
    const settings = await response.json();
    settings.INTERFACE = {
      ...settings.INTERFACE,
      login_title: 'ACME Bastion',
      favicon: '/static/img/acme.ico',
      theme_info: { colors: { '--color-primary': '#8e44ad', '--color-danger': '#c0392b' } },
    };
    await route.fulfill({ response, json: settings });
  });
  await page.reload();
  await expect(page.getByRole('table')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('banner')).toHaveCSS('background-color', 'rgb(142, 68, 173)');
  await expect(page).toHaveTitle('Users - ACME Bastion');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/static/img/acme.ico');
  // The unread badge is the danger colour.
  const badge = page.getByRole('button', { name: /^Site messages/ }).locator('.MuiBadge-badge');
  await expect(badge).toHaveCSS('background-color', 'rgb(192, 57, 43)');

  const cached = await page.evaluate(() => JSON.parse(localStorage.getItem('themeColors') ?? '{}'));
  expect(cached).toMatchObject({
    colors: { primary: '#8e44ad', danger: '#c0392b', warning: '#e6a23c' },
    loginTitle: 'ACME Bastion',
  });
});

/** A request held until the test lets it go. */
async function hold(page: Page, url: string, answer: (route: Route) => Promise<void>) {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route(url, async (route) => {
    await released;
    await answer(route);
  });
  return release;
}

test('the first paint wears the cached branding, then the public settings refresh it', async ({
  page,
}) => {
  await signedIn(page);
  // The interface settings of a branded platform (the demo backend serves the plain ones).
  let branded = true;
  const brand = async (route: Route) => {
    const response = await route.fetch();
    const settings = await response.json();
    if (branded)
      settings.INTERFACE = {
        ...settings.INTERFACE,
        login_title: 'ACME Bastion',
        favicon: '/static/img/acme.ico',
        theme_info: { colors: { '--color-primary': '#8e44ad', '--color-danger': '#c0392b' } },
      };
    await route.fulfill({ response, json: settings });
  };
  await page.route('**/api/v1/settings/public/open/', brand);
  await page.route('**/api/v1/settings/public/', brand);
  await page.reload();
  await expect(page.getByRole('banner')).toHaveCSS('background-color', PURPLE);

  // Next load, with the platform back to its plain branding: the startup screen, painted before
  // any answer (the public settings and the profile are held), wears the cached one.
  branded = false;
  await page.unroute('**/api/v1/settings/public/open/');
  await page.unroute('**/api/v1/settings/public/');
  const releaseOpen = await hold(page, '**/api/v1/settings/public/open/', brand);
  // Startup asks for both public settings at once: hold the full ones too.
  const releasePublic = await hold(page, '**/api/v1/settings/public/', brand);
  const releaseProfile = await hold(page, '**/api/v1/users/profile/', (r) => r.continue());
  await page.reload();
  const starting = page.getByRole('status').filter({ hasText: 'Starting the console…' });
  const spinner = starting.locator('.MuiCircularProgress-root');
  await expect(spinner).toHaveCSS('color', PURPLE);
  await expect(page).toHaveTitle('ACME Bastion');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/static/img/acme.ico');

  // The public settings answer: the startup screen takes their branding at once.
  releaseOpen();
  releasePublic();
  await expect(spinner).toHaveCSS('color', DEMO_BLUE);
  await expect(page).toHaveTitle('JumpServer Open Source Bastion Host');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/static/img/facio.ico');
  await expect(starting).toBeVisible();

  releaseProfile();
  await expect(page.getByRole('table')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('banner')).toHaveCSS('background-color', DEMO_BLUE);
});

test('the startup error screen wears the cached branding too', async ({ page }) => {
  await signedIn(page);
  const brand = async (route: Route) => {
    const response = await route.fetch();
    const settings = await response.json();
    settings.INTERFACE.theme_info = { colors: { '--color-danger': '#c0392b' } };
    await route.fulfill({ response, json: settings });
  };
  await page.route('**/api/v1/settings/public/open/', brand);
  await page.route('**/api/v1/settings/public/', brand);
  await page.reload();
  await expect(page.getByRole('table')).toBeVisible({ timeout: 15_000 });

  await page.route('**/api/v1/settings/public/', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"detail":"Server Error"}',
    }),
  );
  await page.reload();
  const alert = page.getByRole('alert').filter({ hasText: 'The console could not start' });
  await expect(alert.locator('.MuiAlert-icon')).toHaveCSS('color', 'rgb(192, 57, 43)');
});

test('site messages: the websocket brings new ones, the drawer reads and marks them', async ({
  page,
}) => {
  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(new URL(ws.url()).pathname));
  await signedIn(page);
  // The server is shared by the whole run: count from what it says now.
  const { total } = (await (
    await page.request.get('/api/v1/notifications/site-messages/unread-total/')
  ).json()) as { total: number };
  const bell = page.getByRole('button', { name: /^Site messages: \d+ unread$/ });
  await expect(bell).toHaveAccessibleName(`Site messages: ${total} unread`);
  expect(sockets).toEqual(['/ws/notifications/site-msg/']);
  // A marker that a reload would wipe.
  await page.evaluate(() => ((window as { stillHere?: boolean }).stillHere = true));

  // An administrator sends a message to this user (here: the same admin, over the API).
  const me = (await (await page.request.get('/api/v1/users/profile/')).json()) as { id: string };
  const sent = await page.request.post('/api/v1/notifications/site-messages/send/', {
    data: {
      subject: 'Maintenance tonight',
      message: '<p>From <b>22:00</b> to 23:00</p>',
      users: [me.id],
    },
    headers: { 'X-CSRFToken': (await cookie(page, 'jms_csrftoken'))!.value },
  });
  expect(sent.status()).toBe(201);
  await expect(bell).toHaveAccessibleName(`Site messages: ${total + 1} unread`);
  expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true);

  await bell.click();
  const drawer = page.getByRole('region', { name: 'Site messages' });
  await drawer.getByRole('button', { name: /Maintenance tonight/ }).click();
  const message = page.getByRole('dialog', { name: 'Maintenance tonight' });
  await expect(message.getByText('22:00')).toHaveJSProperty('tagName', 'B');
  await message.getByRole('button', { name: 'Close' }).click();
  // Opened means read: it leaves the unread list.
  await expect(drawer.getByRole('button', { name: /Maintenance tonight/ })).toHaveCount(0);
  await expect(drawer.getByRole('listitem')).toHaveCount(Math.min(total, 15));

  await drawer.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(drawer.getByText('No unread messages')).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(bell).toHaveAccessibleName('Site messages: 0 unread');
});

test('the site-message socket comes back after the server drops it, and says nothing failed', async ({
  page,
}) => {
  // Every connection goes through to the demo backend; the test can drop one.
  const connections: WebSocketRoute[] = [];
  await page.routeWebSocket('**/ws/notifications/site-msg/', (ws) => {
    ws.connectToServer();
    connections.push(ws);
  });
  await signedIn(page);
  const { total } = (await (
    await page.request.get('/api/v1/notifications/site-messages/unread-total/')
  ).json()) as { total: number };
  const bell = page.getByRole('button', { name: /^Site messages: \d+ unread$/ });
  await expect(bell).toHaveAccessibleName(`Site messages: ${total} unread`);
  await expect.poll(() => connections.length).toBe(1);

  // The server goes away; a message arrives while the page is not listening.
  await connections[0]!.close({ code: 1001, reason: 'going away' });
  const me = (await (await page.request.get('/api/v1/users/profile/')).json()) as { id: string };
  const sent = await page.request.post('/api/v1/notifications/site-messages/send/', {
    data: { subject: 'Sent while away', message: '<p>x</p>', users: [me.id] },
    headers: { 'X-CSRFToken': (await cookie(page, 'jms_csrftoken'))!.value },
  });
  expect(sent.status()).toBe(201);

  // A second later the page is connected again, and the push on connect brings the count.
  await expect.poll(() => connections.length, { timeout: 10_000 }).toBe(2);
  await expect(bell).toHaveAccessibleName(`Site messages: ${total + 1} unread`);
  await expect(page.getByText('Web socket connection failed')).toHaveCount(0);
});

test('the visited-tabs bar follows navigation and closes one, the others, all', async ({
  page,
}) => {
  await signedIn(page);
  const bar = page.getByRole('navigation', { name: 'Visited pages' });
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(bar.getByRole('link')).toHaveText(['Dashboard', 'Users']);

  await menu.getByRole('link', { name: 'User groups' }).click();
  await menu.getByRole('link', { name: 'Roles' }).click();
  await expect(bar.getByRole('link')).toHaveText(['Dashboard', 'Users', 'User groups', 'Roles']);
  await expect(bar.getByRole('link', { name: 'Roles' })).toHaveAttribute('aria-current', 'page');

  await bar.getByRole('button', { name: 'Close Users' }).click();
  await expect(bar.getByRole('link')).toHaveText(['Dashboard', 'User groups', 'Roles']);

  await bar.getByRole('link', { name: 'User groups' }).click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Close others' }).click();
  await expect(bar.getByRole('link')).toHaveText(['Dashboard', 'User groups']);
  await expect(page).toHaveURL(/\/ui\/console\/users\/groups$/);

  await bar.getByRole('button', { name: 'Tab actions' }).click();
  await page.getByRole('menuitem', { name: 'Close all' }).click();
  await expect(bar.getByRole('link')).toHaveText(['Dashboard']);
  await expect(page).toHaveURL(/\/ui\/console\/dashboard$/);
  // The home page's tab cannot be closed.
  await expect(bar.getByRole('button', { name: /^Close / })).toHaveCount(0);
});
