import { defineResource } from '../types';
import tickets from './tickets';

/** The tickets the user applied for: the tickets list fixed on `?applicant=<me>`. */
export default defineResource({
  ...tickets,
  name: 'myTickets',
  path: 'my-tickets',
  title: 'routes.myTickets',
  screens: { create: false, show: '/tickets/tickets/:id', edit: false },
  list: { ...tickets.list, fixedQuery: (me) => ({ applicant: me.id }) },
});
