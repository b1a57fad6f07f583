import { defineResource } from '../types';

export default defineResource({
  name: 'ticketFlows',
  view: 'tickets',
  path: 'flow',
  api: { list: '/api/v1/tickets/flows/' },
  perms: { app: 'tickets', model: 'ticketflow' },
  recordRepresentation: 'type',
  title: 'routes.ticketFlows',
  licence: true,
  // Every type has its flow: they are edited (levels and assignees), never created or deleted.
  screens: { create: false },
  components: { edit: 'tickets/FlowEdit' },
  list: {
    export: {},
    columns: ['type', 'created_by', 'org_name', 'date_created', 'date_updated'],
    rowActions: { delete: false, clone: false },
  },
  fields: { rules: { cell: 'approvalRules' } },
});
