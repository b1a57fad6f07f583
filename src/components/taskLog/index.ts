export { TaskLogDialog, type TaskLogDialogProps } from './TaskLogDialog';
export { useTaskLog } from './useTaskLog';
export { TerminalLog } from './TerminalLog';
export { TaskLogTrouble } from './TaskLogTrouble';
