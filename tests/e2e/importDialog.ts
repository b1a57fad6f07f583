/** What the import/export browser specs share: the list header's buttons and the preview's cells. */
import type { Locator, Page } from '@playwright/test';

export const UPLOAD = 'Choose a .csv or .xlsx file, or drop it here';

/**
 * The list header's button. react-admin's bulk toolbar (hidden until rows are selected, then
 * covering the header) holds another pair, for the selection.
 */
export function headerButton(page: Page, name: 'Import' | 'Export'): Locator {
  return page.getByRole('button', { name }).first();
}

/** The status icon of the preview's row `n` (row 0 is the header). */
export function rowStatus(dialog: Locator, n: number): Locator {
  return dialog.getByRole('row').nth(n).getByRole('img');
}

/** Edits one preview cell the way a user does: its edit button, the text, Enter. */
export async function editCell(dialog: Locator, column: string, row: number, value: string) {
  await dialog.getByRole('button', { name: `Edit ${column}, row ${row}` }).click();
  const input = dialog.getByRole('textbox', { name: `Edit ${column}, row ${row}` });
  await input.fill(value);
  await input.press('Enter');
}
