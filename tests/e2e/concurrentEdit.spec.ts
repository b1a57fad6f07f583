/**
 * The same user's update page open in two tabs (issue 34 §2): the first tab renames the user and
 * saves, then the second changes the comment and saves. The second tab is told that someone else
 * saved the user since it opened it, sends nothing until told what to do, and its save then carries
 * only its own change: the first tab's name survives.
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from './demoServer';
import { signIn } from './support';

const USERS = '/api/v1/users/users/';

async function storedUser(page: Page, id: string) {
  const res = await page.request.get(`${USERS}${id}/`);
  return (await res.json()) as { name: string; comment: string };
}

async function openUpdate(page: Page, id: string, name: string) {
  await page.goto(`/ui/console/users/users/${id}/update`);
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue(name);
}

test('two tabs on one user: the second is told, and the first tab’s name survives', async ({
  page,
  context,
}) => {
  await signIn(page, 'admin', 'ChangeMe', '/ui/console/users/users');
  const found = await page.request.get(`${USERS}?username=user&limit=1&offset=0`);
  const { id, name } = ((await found.json()) as { results: { id: string; name: string }[] })
    .results[0]!;

  const first = page;
  const second = await context.newPage();
  const secondWrites: Request[] = [];
  second.on('request', (r) => {
    if (r.method() === 'PATCH' || r.method() === 'PUT') secondWrites.push(r);
  });
  await openUpdate(first, id, name);
  await openUpdate(second, id, name);

  await first.bringToFront();
  await first.getByRole('textbox', { name: /^Name/ }).fill('Renamed in the first tab');
  await first.getByRole('button', { name: 'Submit' }).click();
  await expect(first.getByText('Updated successfully')).toBeVisible();
  await expect(first).toHaveURL(/\/ui\/console\/users\/users\?/);

  await second.bringToFront();
  await second.getByRole('textbox', { name: 'Comment' }).fill('changed in the second tab');
  await second.getByRole('button', { name: 'Submit' }).click();
  const told = second.getByRole('dialog', { name: 'Changed by someone else' });
  await expect(told).toBeVisible();
  await expect(told.getByText('Changed since: Name')).toBeVisible();
  await expect(second.getByText('Updated successfully')).toHaveCount(0);
  expect(secondWrites).toHaveLength(0);
  expect((await storedUser(second, id)).name).toBe('Renamed in the first tab');
  // What the second tab holds is still there behind the question (hidden by the modal).
  await expect(second.getByRole('textbox', { name: 'Comment', includeHidden: true })).toHaveValue(
    'changed in the second tab',
  );

  await told.getByRole('button', { name: 'Save anyway' }).click();
  await expect(second.getByText('Updated successfully')).toBeVisible();
  await expect(second).toHaveURL(/\/ui\/console\/users\/users\?/);
  expect(secondWrites.map((r) => [r.method(), r.postDataJSON() as unknown])).toEqual([
    ['PATCH', { comment: 'changed in the second tab' }],
  ]);
  expect(await storedUser(second, id)).toMatchObject({
    name: 'Renamed in the first tab',
    comment: 'changed in the second tab',
  });
});

test('two tabs on one user: the second reloads the first tab’s version instead', async ({
  page,
  context,
}) => {
  await signIn(page, 'admin', 'ChangeMe', '/ui/console/users/users');
  const found = await page.request.get(`${USERS}?username=user&limit=1&offset=0`);
  const { id, name } = ((await found.json()) as { results: { id: string; name: string }[] })
    .results[0]!;
  const second = await context.newPage();
  await openUpdate(page, id, name);
  await openUpdate(second, id, name);

  await page.getByRole('textbox', { name: /^Name/ }).fill('Renamed in the first tab');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/ui\/console\/users\/users\?/);

  await second.bringToFront();
  await second.getByRole('textbox', { name: 'Comment' }).fill('typed before reloading');
  await second.getByRole('button', { name: 'Submit' }).click();
  await second
    .getByRole('dialog', { name: 'Changed by someone else' })
    .getByRole('button', { name: 'Reload' })
    .click();
  await expect(second.getByRole('textbox', { name: /^Name/ })).toHaveValue(
    'Renamed in the first tab',
  );
  await expect(second.getByRole('textbox', { name: 'Comment' })).toHaveValue('');
  expect((await storedUser(second, id)).comment).toBe('');
});
