/**
 * Server text that does not play by the layout's rules, in Chromium (issue 34 §3, §12): a long
 * unbroken word wraps inside its card, a very long command takes a few lines of the replay's side
 * panel instead of all of it, and a name with bidi controls cannot move the sentence around it.
 */
import type { Locator } from '@playwright/test';
import { addComment } from '../../mock/domain/ticketRequests';
import { ORG_DEFAULT } from '../../mock/rbac';
import { expect, test } from './demoServer';
import { openTicketForAdmin, replayableSession } from './domainTargets';
import { signInThroughLoginPage } from './support';

/** How far the element's content reaches past its own box, in px (0: it fits). */
const overflowOf = (l: Locator) => l.evaluate((el) => el.scrollWidth - el.clientWidth);

test('a long unbroken ticket comment wraps inside its card', async ({ page, backend }) => {
  const store = backend.state.store;
  const id = openTicketForAdmin(backend, ['login_confirm', 'command_confirm']);
  const word = `https://example.com/${'a1b2c3d4'.repeat(400)}`;
  addComment(
    backend.state,
    store.find('tickets.tickets', id)!,
    store.userByUsername('admin')!,
    word,
  );
  await signInThroughLoginPage(page, 'admin', 'ChangeMe', `/ui/tickets/tickets/${id}`);
  const comments = page.getByRole('list', { name: 'Comments' });
  const comment = comments.getByText(word);
  await expect(comment).toBeVisible();
  const card = comments.locator('xpath=ancestor::*[contains(@class, "MuiCard-root")][1]');
  expect(await overflowOf(card)).toBeLessThanOrEqual(0);
  expect(await overflowOf(page.locator('main'))).toBeLessThanOrEqual(0);
  // Still readable: the word's lines are as wide as the card allows, not one letter each.
  const [text, box] = await Promise.all([comment.boundingBox(), card.boundingBox()]);
  expect(text!.width).toBeGreaterThan(box!.width / 2);
});

test('a 5,000-character command takes a few lines of the replay side panel', async ({
  page,
  backend,
}) => {
  const sid = replayableSession(backend);
  const commands = backend.state.store
    .rows('terminal.commands')
    .filter((c) => c.session === sid)
    .sort((a, b) => Number(a.timestamp) - Number(b.timestamp));
  expect(commands.length).toBeGreaterThanOrEqual(3);
  const long = `echo ${'0123456789abcdef'.repeat(312)}`;
  commands[0]!.input = long;
  await signInThroughLoginPage(page, 'admin', 'ChangeMe', `/ui/audit/sessions/sessions/${sid}`);
  await page.getByRole('button', { name: 'Replay', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Replay:/ });
  const list = dialog.getByRole('list', { name: 'Commands' });
  const jumps = list.getByRole('button', { name: /^Play from / });
  await expect(jumps).toHaveCount(commands.length);
  const first = jumps.first();
  const lineHeight = await first
    .locator('.MuiListItemText-secondary')
    .evaluate((el) => el.getBoundingClientRect().height);
  // The long command: a few lines, cut, whole on hover.
  const primary = first.locator('.MuiListItemText-primary');
  expect((await primary.boundingBox())!.height).toBeLessThanOrEqual(4 * lineHeight);
  await expect(primary).toHaveAttribute('title', long);
  const panel = list.locator('xpath=..');
  expect(await overflowOf(panel)).toBeLessThanOrEqual(0);
  // The next commands are still in the panel's view.
  const [panelBox, next] = await Promise.all([panel.boundingBox(), jumps.nth(2).boundingBox()]);
  expect(next!.y + next!.height).toBeLessThanOrEqual(panelBox!.y + panelBox!.height);
});

/**
 * The left edge of each character of the element's text, in reading order (issue 34 §3): where
 * bidi controls in a server string moved them on screen.
 */
function characterEdges(l: Locator): Promise<{ ch: string; x: number }[]> {
  return l.evaluate((root) => {
    const out: { ch: string; x: number }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getBoundingClientRect();
        if (rect.width > 0) out.push({ ch: text[i]!, x: rect.left });
      }
    }
    return out;
  });
}

/** Every character of `name` lies between the ones before and after it in the sentence. */
async function expectSetApart(l: Locator, before: string, name: string, after: string) {
  const edges = await characterEdges(l);
  const text = edges.map((e) => e.ch).join('');
  const at = text.indexOf(`${before}${name.replace(/[\u2066-\u2069\u202A-\u202E]/g, '')}${after}`);
  expect(at, `"${before}…${after}" in ${text}`).toBeGreaterThanOrEqual(0);
  const visible = name.replace(/[\u2066-\u2069\u202A-\u202E]/g, '').length;
  const open = before ? edges[at + before.length - 1]!.x : -Infinity;
  const close = edges[at + before.length + visible]!.x;
  for (const e of edges.slice(at + before.length, at + before.length + visible)) {
    expect(e.x, `"${e.ch}" of the name`).toBeGreaterThan(open);
    expect(e.x, `"${e.ch}" of the name`).toBeLessThan(close);
  }
}

const SPOOF = 'x \u202Egnp.exe';

test('a name with bidi controls stays inside its quotes: delete dialog, title, comment', async ({
  page,
  backend,
}) => {
  const store = backend.state.store;
  const group = store.rows('users.user_groups').find((g) => g.org_id === ORG_DEFAULT)!;
  group.name = SPOOF;
  const id = openTicketForAdmin(backend, ['login_confirm', 'command_confirm']);
  const comment = addComment(
    backend.state,
    store.find('tickets.tickets', id)!,
    store.userByUsername('admin')!,
    'looks fine to me',
  );
  comment.user_display = SPOOF;

  await signInThroughLoginPage(page, 'admin', 'ChangeMe', '/ui/console/users/groups');
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.fill('gnp.exe');
  await box.press('Enter');
  await page.getByRole('button', { name: `More ${SPOOF}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to delete');
  // Without isolation the override reverses the closing quote and the question mark into the name.
  await expectSetApart(dialog.locator('.MuiDialogContent-root'), '"', SPOOF, '"?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.goto(`/ui/console/users/groups/${String(group.id)}`);
  // The title: the name set apart from "detail:".
  await expect(page.locator('main h1').first()).toContainText(`detail: \u2068${SPOOF}\u2069`);

  await page.goto(`/ui/tickets/tickets/${id}`);
  const line = page
    .getByRole('list', { name: 'Comments' })
    .locator('.MuiListItemText-secondary')
    .filter({ hasText: 'gnp.exe' });
  await expectSetApart(line, '', SPOOF, ' · ');
});
