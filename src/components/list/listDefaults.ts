/** The list page's paging defaults, shared by the page and the requests startup sends for it. */
export const PAGE_SIZES = [15, 30, 50, 100];
export const DEFAULT_PAGE_SIZE = 15;
