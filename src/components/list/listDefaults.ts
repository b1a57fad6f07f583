/** The list page's paging defaults, shared by the page and the requests startup sends for it. */
export const PAGE_SIZES = [15, 30, 50, 100];
export const DEFAULT_PAGE_SIZE = 15;

/** A list page's active tab: `?tab=<name>` (src/components/list/ListTabs.tsx). */
export const LIST_TAB_PARAM = 'tab';

/** The Store key prefix under which a tab's list remembers its page, sort and filters. */
export const listTabStorePrefix = (page: string, tab: string) => `${page}.tabs.${tab}`;
