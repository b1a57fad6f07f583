/**
 * A session's commands, oldest first: `session_id` makes the server merge every command storage
 * (domain-protocol-ops §1.6), `order=timestamp` is the only ascending order it honours.
 */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { JmsDataProvider } from '../../../dataProvider';

export interface SessionCommand {
  id: string;
  input: string;
  output?: string;
  timestamp: number;
  risk_level?: { value: number; label: string } | number;
}

const PAGE = 100;
/** More than any replay's side list can usefully show. */
const MAX_PAGES = 10;

export function riskValue(c: SessionCommand): number {
  return typeof c.risk_level === 'object' ? c.risk_level.value : Number(c.risk_level ?? 0);
}

export function useSessionCommands(sid: string) {
  const dataProvider = useDataProvider<JmsDataProvider>();
  return useQuery({
    queryKey: ['sessionCommands', sid],
    queryFn: async ({ signal }) => {
      const all: SessionCommand[] = [];
      for (let page = 0; page < MAX_PAGES; page++) {
        const body = await dataProvider.call<{ results: SessionCommand[]; next: string | null }>(
          'GET',
          '/api/v1/terminal/commands/',
          undefined,
          {
            query: { session_id: sid, order: 'timestamp', limit: PAGE, offset: page * PAGE },
            silent: true,
            signal,
          },
        );
        all.push(...body.results);
        if (!body.next) break;
      }
      return all;
    },
  });
}
