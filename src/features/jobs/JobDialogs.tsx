/** The job centre's named dialogs: a job execution's output (its Celery task's log). */
import { TaskLogDialog } from '../../components/taskLog';
import type { FeatureDialogProps } from '../registry';

export function ExecutionOutput({ record, onClose }: FeatureDialogProps) {
  return <TaskLogDialog taskId={String(record?.task_id ?? '')} onClose={onClose} />;
}
