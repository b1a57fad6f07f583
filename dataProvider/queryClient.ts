/**
 * The react-query client the console runs on. The http client never retries (shell-spec §7.1), and
 * neither does react-query: a failed call is reported once, not re-sent three times.
 */
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false },
      mutations: { retry: false },
    },
  });
}
