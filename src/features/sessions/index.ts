/** The sessions and audit area's special components (loaded lazily through the feature registry). */
export { OperateLogDiff } from './OperateLogDiff';
export { ReplayDialog } from './ReplayDialog';
