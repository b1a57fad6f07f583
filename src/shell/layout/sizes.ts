/** Layout measures and limits of docs/shell.md §6, §15, in one place. */

export const HEADER_HEIGHT = 50;
export const SIDEBAR_OPEN_WIDTH = 200;
export const SIDEBAR_CLOSED_WIDTH = 54;
/** Below 992 px the console behaves as on a phone or a small tablet. */
export const MOBILE_QUERY = '(max-width: 991.98px)';
export const SITE_MESSAGES_WIDTH = { desktop: '380px', mobile: '70%' };
/** Counts above this show as 99+. */
export const BADGE_MAX = 99;
/** The header's tickets badge is read again this often while the page is shown (docs/shell.md §7.13). */
export const TICKETS_REFRESH_SECONDS = 30;
