/**
 * Each user's site-message inbox (docs/wire.md §14.8); every change of an unread count is
 * announced.
 */
import type { Ctx } from '../http';
import type { BackendState } from '../state';
import type { Store } from '../store';
import type { Row } from '../types';
import { formatDateTime } from '../util/datetime';
import { siteMessageEvents } from './state';

export const MESSAGES_KEY = 'notifications.site_messages';
export const CONTENTS_KEY = 'notifications.site_message_contents';

export function inboxOf(store: Store, userId: string): Row[] {
  return store
    .rows(MESSAGES_KEY)
    .filter((m) => String(m.user) === userId)
    .sort((a, b) => String(b.date_created).localeCompare(String(a.date_created)));
}

export function unreadCount(store: Store, userId: string): number {
  let n = 0;
  for (const m of store.rows(MESSAGES_KEY)) if (!m.has_read && String(m.user) === userId) n++;
  return n;
}

function announce(state: BackendState, userIds: Iterable<string>): void {
  const events = siteMessageEvents(state);
  for (const id of new Set(userIds)) events.emit('unread', id);
}

export function presentMessage(
  ctx: Ctx,
  m: Row,
  contents: Map<string, Row>,
): Record<string, unknown> {
  const c: Partial<Row> = contents.get(String(m.content)) ?? {};
  const sender = c.sender ? ctx.state.store.find('users.users', c.sender) : undefined;
  return {
    id: m.id,
    has_read: Boolean(m.has_read),
    read_at: formatDateTime(m.read_at as string | null, ctx.tz),
    date_created: formatDateTime(m.date_created as string, ctx.tz),
    content: {
      id: c.id ?? null,
      subject: c.subject ?? '',
      message: c.message ?? '',
      date_created: formatDateTime(c.date_created as string, ctx.tz),
      date_updated: formatDateTime(c.date_updated as string, ctx.tz),
      sender: sender ? `${String(sender.name)}(${String(sender.username)})` : '',
    },
  };
}

export function contentsById(store: Store): Map<string, Row> {
  return new Map(store.rows(CONTENTS_KEY).map((c) => [String(c.id), c]));
}

/** Marks the user's messages read (all of them when `ids` is null); returns how many changed. */
export function markRead(
  state: BackendState,
  userId: string,
  ids: readonly string[] | null,
): number {
  const wanted = ids ? new Set(ids) : null;
  const now = new Date().toISOString();
  let changed = 0;
  for (const m of state.store.rows(MESSAGES_KEY)) {
    if (String(m.user) !== userId || m.has_read || (wanted && !wanted.has(String(m.id)))) continue;
    m.has_read = true;
    m.read_at = now;
    changed++;
  }
  if (changed) announce(state, [userId]);
  return changed;
}

let sequence = 0;
function newId(): string {
  sequence = (sequence + 1) % 0xffffffff;
  const hex = (Date.now().toString(16) + sequence.toString(16).padStart(8, '0'))
    .padStart(32, '0')
    .slice(-32);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

/**
 * Delivers one message to each user (what a notification backend does); returns the per-user rows.
 */
export function addSiteMessage(
  state: BackendState,
  msg: { users: readonly string[]; subject: string; message: string; sender?: string | null },
): Row[] {
  const now = new Date().toISOString();
  const content: Row = {
    id: newId(),
    subject: msg.subject,
    message: msg.message,
    sender: msg.sender ?? null,
    date_created: now,
    date_updated: now,
  };
  state.store.rows(CONTENTS_KEY).push(content);
  const rows = [...new Set(msg.users)].map(
    (user) =>
      ({
        id: newId(),
        user,
        content: content.id,
        has_read: false,
        read_at: null,
        date_created: now,
      }) as Row,
  );
  state.store.rows(MESSAGES_KEY).push(...rows);
  announce(state, msg.users);
  return rows;
}
