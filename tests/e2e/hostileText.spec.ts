/**
 * Server text that does not play by the layout's rules, in Chromium (issue 34 §12): a long
 * unbroken word wraps inside its card, a very long command takes a few lines of the replay's side
 * panel instead of all of it.
 */
import type { Locator } from '@playwright/test';
import { addComment } from '../../mock/domain/ticketRequests';
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
