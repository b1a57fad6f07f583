/**
 * Which tab a tabbed page opens on (docs/shell.md §6.5): the `activeTab` query parameter, then the
 * cookie of the same name, then the page's default, then the first visible tab. A candidate counts
 * only if a visible, enabled tab has that name (compared case-insensitively).
 */
import { readCookie, writeCookie } from '../../../../dataProvider/cookies';

export const ACTIVE_TAB = 'activeTab';
export const ACTIVE_TAB_COOKIE_SECONDS = 86_400;

export interface TabChoice {
  name: string;
  hidden?: boolean;
  disabled?: boolean;
}

export function resolveActiveTab(
  tabs: readonly TabChoice[],
  candidates: readonly (string | null | undefined)[],
): string | undefined {
  const selectable = tabs.filter((t) => !t.hidden && !t.disabled);
  for (const candidate of candidates) {
    if (!candidate) continue;
    const match = selectable.find((t) => t.name.toLowerCase() === candidate.toLowerCase());
    if (match) return match.name;
  }
  return selectable[0]?.name;
}

export function rememberedTab(): string | null {
  return readCookie(ACTIVE_TAB);
}

export function rememberTab(name: string): void {
  writeCookie(ACTIVE_TAB, name, { maxAgeSeconds: ACTIVE_TAB_COOKIE_SECONDS });
}
