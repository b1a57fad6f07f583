export { AuthDialogs, withAuthDialogs } from './AuthDialogs';
export { LoginRequiredDialog } from './LoginRequiredDialog';
export { ProfileErrorDialog } from './ProfileErrorDialog';
export { OrgSwitchingBackdrop } from './OrgSwitchingBackdrop';
export { ProfileRecoveryActions } from './ProfileRecoveryActions';
