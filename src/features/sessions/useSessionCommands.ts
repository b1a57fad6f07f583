/** A session's commands, oldest first, read page by page (up to what a replay's list can use). */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { JmsDataProvider } from '../../../dataProvider';
import { sessionCommands, type SessionCommand } from './api';

export type { SessionCommand };

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
      for (let page = 1; page <= MAX_PAGES; page++) {
        const answer = await sessionCommands(dataProvider, sid, { page, perPage: PAGE }, signal);
        const rows = Array.isArray(answer) ? answer : answer.results;
        all.push(...rows);
        if (Array.isArray(answer) || !answer.next) break;
      }
      return all;
    },
  });
}
