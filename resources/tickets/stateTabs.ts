import type { ListTab } from '../vocabulary';

/** The ticket lists' tabs by state, pending first (Lina's default `state=pending` tag). */
export const TICKET_STATE_TABS: readonly ListTab[] = [
  ...(['pending', 'approved', 'rejected', 'closed'] as const).map((state) => ({
    name: state,
    label: `tickets.tabs.${state}`,
    query: { state },
  })),
  { name: 'all', label: 'tickets.tabs.all' },
];
