export { UserConfirmDialog } from './UserConfirmDialog';
export { isConfirmCancelled, useRequireConfirm, useUserConfirm } from './useUserConfirm';
export { useCountdown } from './useCountdown';
