import { defineResource } from '../types';

/**
 * The tickets waiting for the user (`?assignees__id=<me>` on the tickets API).
 */
export default defineResource({
  name: 'assignedTickets',
  view: 'tickets',
  path: 'assigned-tickets',
  api: { list: '/api/v1/tickets/tickets/' },
  perms: { app: 'tickets', model: 'ticket' },
  recordRepresentation: 'title',
  title: 'routes.assignedTickets',
  screens: { create: false, show: '/tickets/tickets/:id', edit: false },
  licence: true,
  list: {
    columns: ['title', 'serial_num', 'type', 'state', 'status', 'date_created'],
    sort: { field: 'date_created', order: 'DESC' },
  },
});
