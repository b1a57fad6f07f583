/**
 * The react-query client the console runs on. The http client never retries (docs/wire.md §2.1),
 * and neither does react-query: a failed call is reported once, not re-sent three times.
 */
import { QueryClient } from '@tanstack/react-query';

/** react-admin's auth check (`useAuthState`, `useAuthenticated`): one query per params. */
export const AUTH_CHECK_KEY = ['auth', 'checkAuth'] as const;

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false },
      mutations: { retry: false },
    },
  });
  // Every page re-checks the session when it mounts. react-admin's admin routes watch that check
  // with every property of its result, so its start and end each rendered the whole layout again
  // (twice on each cold load and each navigation); they now follow only its outcome.
  client.setQueryDefaults(AUTH_CHECK_KEY, { notifyOnChangeProps: ['data', 'error'] });
  return client;
}
