import { defineResource } from '../types';

/**
 * The tickets the user applied for (`?applicant=<me>` on the tickets API).
 */
export default defineResource({
  name: 'myTickets',
  view: 'tickets',
  path: 'my-tickets',
  api: { list: '/api/v1/tickets/tickets/' },
  perms: { app: 'tickets', model: 'ticket' },
  recordRepresentation: 'title',
  title: 'routes.myTickets',
  screens: { create: false, show: '/tickets/tickets/:id', edit: false },
  licence: true,
  list: {
    columns: ['title', 'serial_num', 'type', 'state', 'status', 'date_created'],
    sort: { field: 'date_created', order: 'DESC' },
  },
});
