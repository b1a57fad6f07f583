/** The accounts area's special components (loaded lazily through the feature registry). */
export { ExecutionLogDialog } from './ExecutionLogDialog';
export { SecretHistoryDialog } from './SecretHistoryDialog';
export { PlatformAutomation } from './PlatformAutomation';
export { AccountAddDialog } from './AccountAddDialog';
export { SwitchFromDialog } from './SwitchFromDialog';
