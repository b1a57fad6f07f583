/** The terminal area's components, loaded on demand through the feature registry. */
export { StorageForm } from './StorageForm';
export { TerminalSettings } from './TerminalSettings';
export { ComponentMonitor } from './ComponentMonitor';
export { StorageBulkUpdate } from './StorageBulkUpdate';
