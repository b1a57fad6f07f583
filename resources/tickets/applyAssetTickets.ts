import { defineResource } from '../types';

export default defineResource({
  name: 'applyAssetTickets',
  view: 'tickets',
  path: 'tickets/request-host-perm',
  api: { list: '/api/v1/tickets/apply-asset-tickets/' },
  perms: { app: 'tickets', model: 'ticket' },
  recordRepresentation: 'title',
  title: 'routes.applyAssetTickets',
  screens: { list: false, edit: false },
  components: { create: 'tickets/RequestAssetPermission' },
  licence: true,
});
