import { defineResource } from '../types';
import applyAssetTickets from './applyAssetTickets';
import { TICKET_STATE_TABS } from './stateTabs';
import tickets from './tickets';

const routeOf = (d: { view: string; path: string }, screen: 'create') =>
  `/${d.view}/${d.path}/${screen}`;

/** The tickets the user applied for: the tickets list fixed on `?applicant=<me>`. */
export default defineResource({
  ...tickets,
  name: 'myTickets',
  path: 'my-tickets',
  title: 'routes.myTickets',
  screens: { create: false, show: '/tickets/tickets/:id', edit: false },
  list: {
    ...tickets.list,
    fixedQuery: (me) => ({ applicant: me.id }),
    tabs: TICKET_STATE_TABS,
    // Create asks the ticket type; only types with a request form are offered.
    createVariants: {
      title: 'pages.create_variant.ticket_type',
      options: [{ value: 'apply_asset', label: applyAssetTickets.title }],
      to: () => routeOf(applyAssetTickets, 'create'),
    },
  },
});
