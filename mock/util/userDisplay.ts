/** How the backend shows a user in `created_by`, logs and tickets: `str(user)`, `Name(username)`. */
import type { Row } from '../types';

export function userDisplay(user: Row | null | undefined): string {
  return user ? `${String(user.name)}(${String(user.username)})` : '';
}
