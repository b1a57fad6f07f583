/**
 * Site messages: a message body (`notifications.site_message_contents`) is delivered to each
 * recipient as a per-user row (`notifications.site_messages`) carrying has_read / read_at.
 */
import type { Row } from '../types';
import type { SeedContext } from './context';
import { DEMO_USERS, MFA_DEMO_USER } from './identity';
import { SITE_MESSAGES } from './text';

/** Unread messages each demo user starts with (the newest ones). */
export const DEMO_UNREAD = 3;

export function seedMessages(ctx: SeedContext): void {
  const { rnd } = ctx;
  const admin = ctx.store.userByUsername('admin')!;
  const contents: Row[] = [];
  const deliveries: Row[] = [];
  const deliver = (user: Row, count: number, unread: number) => {
    const items = Array.from({ length: count }, () => {
      const base = rnd.pick(SITE_MESSAGES);
      const at = ctx.within(30);
      const content: Row = {
        id: ctx.uuid(),
        subject: base.subject,
        message: base.message,
        sender: rnd.chance(0.6) ? null : admin.id,
        date_created: at,
        date_updated: at,
      };
      contents.push(content);
      return content;
    });
    items.sort((a, b) => String(b.date_created).localeCompare(String(a.date_created)));
    items.forEach((content, i) => {
      const read = i >= unread;
      deliveries.push({
        id: ctx.uuid(),
        user: user.id,
        content: content.id,
        has_read: read,
        read_at: read ? ctx.plusSeconds(String(content.date_created), rnd.int(60, 86_400)) : null,
        date_created: content.date_created,
      });
    });
  };
  for (const username of [...DEMO_USERS.map((u) => u.username), MFA_DEMO_USER.username]) {
    deliver(ctx.store.userByUsername(username)!, rnd.int(8, 14), DEMO_UNREAD);
  }
  for (const user of rnd.some(ctx.store.users.slice(DEMO_USERS.length), ctx.bulk(50))) {
    deliver(user, rnd.int(1, 3), rnd.int(0, 1));
  }
  ctx.add('notifications.site_message_contents', ...contents);
  ctx.add('notifications.site_messages', ...deliveries);
}
