import { defineResource } from '../types';

/**
 * Every ticket's detail page; the lists are "my tickets" and "assigned to me", the request form is
 * the request-asset-permission ticket's.
 */
export default defineResource({
  name: 'tickets',
  view: 'tickets',
  path: 'tickets',
  api: { list: '/api/v1/tickets/tickets/' },
  perms: { app: 'tickets', model: 'ticket' },
  recordRepresentation: 'title',
  title: 'routes.tickets',
  screens: { list: false, create: false, edit: false },
  licence: true,
  // One page for every type: the typed detail, the approval process, comments and decisions.
  components: { show: 'tickets/TicketDetail' },
  list: {
    columns: ['title', 'serial_num', 'type', 'applicant', 'state', 'status', 'date_created'],
    sort: { field: 'date_created', order: 'DESC' },
  },
});
