/**
 * The visited-tabs bar's records and their operations (docs/shell.md §6.4): add, close one, close
 * others, close all, update. Affixed tabs (a view's home page) survive every close.
 */

export interface VisitedTab {
  /** The pathname: one tab per page, whatever its query. */
  path: string;
  /** Pathname plus query, where the tab returns to. */
  fullPath: string;
  /** An i18n key, or a literal title a page set (e.g. a record's name). */
  title: string;
  meta?: { affix?: boolean; noCache?: boolean };
}

const isAffix = (t: VisitedTab) => Boolean(t.meta?.affix);

/** A new page is appended; a known one keeps its place and takes the latest query and title. */
export function addTab(tabs: readonly VisitedTab[], tab: VisitedTab): VisitedTab[] {
  const i = tabs.findIndex((t) => t.path === tab.path);
  if (i < 0) return [...tabs, tab];
  const known = tabs[i]!;
  if (known.fullPath === tab.fullPath && known.title === tab.title) return tabs as VisitedTab[];
  return tabs.map((t, j) => (j === i ? { ...known, fullPath: tab.fullPath, title: tab.title } : t));
}

export function closeTab(tabs: readonly VisitedTab[], path: string): VisitedTab[] {
  return tabs.filter((t) => t.path !== path || isAffix(t));
}

export function closeOtherTabs(tabs: readonly VisitedTab[], path: string): VisitedTab[] {
  return tabs.filter((t) => t.path === path || isAffix(t));
}

export function closeAllTabs(tabs: readonly VisitedTab[]): VisitedTab[] {
  return tabs.filter(isAffix);
}

/** Unchanged tabs come back as the same array, so callers can update on every render safely. */
export function updateTab(
  tabs: VisitedTab[],
  path: string,
  patch: Partial<Omit<VisitedTab, 'path'>>,
): VisitedTab[] {
  const i = tabs.findIndex((t) => t.path === path);
  if (i < 0) return tabs;
  const changed = { ...tabs[i]!, ...patch };
  if (JSON.stringify(changed) === JSON.stringify(tabs[i])) return tabs;
  return tabs.map((t, j) => (j === i ? changed : t));
}

/** After the current tab closes, the user lands on the last tab left (the most recently opened). */
export function landingAfterClose(remaining: readonly VisitedTab[]): VisitedTab | undefined {
  return remaining[remaining.length - 1];
}
