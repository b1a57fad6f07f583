/**
 * The entry script, kept small: it sends the page's first round of requests (startup's and the
 * page's own, src/shell/earlyRequests.ts) and only then loads the console (boot.tsx), so the
 * backend answers while React, react-admin and MUI download and parse.
 */
import { preloadCatalogue } from '../i18n/catalogueSources';
import { preloadListParts } from './components/list/listParts';
import { currentLocale } from '../i18n/locale';
import { hashLinkTarget } from './shell/hashLinks';
import { viewOf } from './shell/views';
import {
  listPageResource,
  localStoreListParams,
  sendPageReads,
  sendStartupReads,
} from './shell/earlyRequests';

// Links in the platform's hash form (/ui/#/audit/...) open the same page's URL.
const target = hashLinkTarget(window.location);
if (target) window.history.replaceState(null, '', target);
const location = {
  pathname: window.location.pathname.replace(/^\/ui(?=\/|$)/, '') || '/',
  search: window.location.search,
};
// The rows first: they are what the user waits for.
sendPageReads(location, localStoreListParams());
sendStartupReads(location.pathname);
void import('./boot').then(({ boot }) => boot(location));
// The page's language (when not English, which comes with the console) downloads alongside.
preloadCatalogue(currentLocale());
// The settings and profile views' menu icons, when the page is in one of them.
if (['settings', 'profile'].includes(viewOf(location.pathname) ?? ''))
  void import('./shell/layout/menuIconsMore');
// A generic list page's code comes with the console's, not after it has started, with the parts
// only some lists show (the side tree's after the rows: it draws beside them).
const listed = listPageResource(location.pathname);
if (listed && !listed.components?.list) {
  void import('./pages/GenericList');
  void preloadListParts(listed, { tree: false });
}
