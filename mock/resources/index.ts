/** Server-side behaviours of the resources that need more than the generic protocol. */
import type { ResourceBehaviour } from './types';
import { users } from './users';

export const behaviours: Record<string, ResourceBehaviour> = {
  'users.users': users,
};

export type { ResourceBehaviour };
