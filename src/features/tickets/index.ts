/** The tickets area's screens, loaded on demand through the feature registry. */
export { RequestAssetPermission } from './RequestAssetPermission';
export { TicketDetail } from './TicketDetail';
export { FlowEdit } from './FlowEdit';
export { ApproveDialog } from './ApproveDialog';
