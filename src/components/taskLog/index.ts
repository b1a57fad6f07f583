export { TaskLogDialog, type TaskLogDialogProps } from './TaskLogDialog';
export { useTaskLog } from './useTaskLog';
