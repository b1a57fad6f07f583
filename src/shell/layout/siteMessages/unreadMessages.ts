/**
 * The unread site messages the header's bell counts and its drawer lists: one react-query entry,
 * read and marked through the data provider's site-message verbs (docs/wire.md §14.8).
 */
import type { JmsDataProvider, Paginated, SiteMessage } from '../../../../dataProvider';

export type { SiteMessage };
export type MessagePage = Paginated<SiteMessage>;

export const UNREAD_MESSAGES_KEY = ['siteMessages', 'unread'] as const;

export function unreadMessagesQuery(dataProvider: JmsDataProvider) {
  return { queryKey: UNREAD_MESSAGES_KEY, queryFn: () => dataProvider.unreadSiteMessages() };
}
