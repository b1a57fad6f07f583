/** An automation execution's log: its id is the Celery task id (docs/domain.md §5.6). */
import { TaskLogDialog } from '../../components/taskLog';
import type { FeatureDialogProps } from '../registry';

export function ExecutionLogDialog({ record, onClose }: FeatureDialogProps) {
  return <TaskLogDialog taskId={String(record?.id ?? '')} onClose={onClose} />;
}
