import { defineResource } from '../types';
import { TICKET_STATE_TABS } from './stateTabs';
import tickets from './tickets';

/** The tickets waiting for the user: the tickets list fixed on `?assignees__id=<me>`. */
export default defineResource({
  ...tickets,
  name: 'assignedTickets',
  path: 'assigned-tickets',
  title: 'routes.assignedTickets',
  screens: { create: false, show: '/tickets/tickets/:id', edit: false },
  list: {
    ...tickets.list,
    fixedQuery: (me) => ({ assignees__id: me.id }),
    tabs: TICKET_STATE_TABS,
    // Tickets reach the user's level as others approve them (docs/shell.md §7.13).
    refreshEvery: 30,
  },
});
