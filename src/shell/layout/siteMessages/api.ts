/** Site-message calls (protocol.md §6.8), made through the data provider's `call`. */
import type { JmsDataProvider } from '../../../../dataProvider';

export const SITE_MESSAGES_URL = '/api/v1/notifications/site-messages/';
export const SITE_MESSAGES_PAGE_SIZE = 15;
export const UNREAD_MESSAGES_KEY = ['siteMessages', 'unread'] as const;

export interface SiteMessage {
  /** The per-user row id: the one mark-as-read takes. */
  id: string;
  has_read: boolean;
  date_created: string;
  content: { subject: string; message: string; sender?: string };
}

export interface MessagePage {
  count: number;
  results: SiteMessage[];
}

// Silent: the header reports these failures itself, with the server's detail.
export function fetchUnreadMessages(dataProvider: JmsDataProvider): Promise<MessagePage> {
  return dataProvider.call<MessagePage>('GET', SITE_MESSAGES_URL, undefined, {
    query: { offset: 0, limit: SITE_MESSAGES_PAGE_SIZE, has_read: false },
    silent: true,
  });
}

export function markMessagesRead(
  dataProvider: JmsDataProvider,
  ids: readonly string[],
): Promise<unknown> {
  return dataProvider.call('PATCH', `${SITE_MESSAGES_URL}mark-as-read/`, { ids }, { silent: true });
}

export function markAllMessagesRead(dataProvider: JmsDataProvider): Promise<unknown> {
  return dataProvider.call('PATCH', `${SITE_MESSAGES_URL}mark-as-read-all/`, {}, { silent: true });
}
