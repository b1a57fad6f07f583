/**
 * Run now on a job with parameters (Lina's JobRunDialog.vue): asks each defined parameter's value,
 * prefilled with its default, then sends them as a JSON-encoded string (docs/domain.md §8.4)
 * and follows the run's task log.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { JmsDataProvider } from '../../../dataProvider';
import { parseParametersDefine } from '../../../resources/workbench/jobParameters';
import { SubmitError } from '../../components/SubmitError';
import { TaskLogDialog } from '../../components/taskLog';
import type { FeatureDialogProps } from '../registry';
import { runJob } from './api';

export function JobRunDialog({ record, onClose }: FeatureDialogProps) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const defines = Object.entries(parseParametersDefine(record?.parameters_define));
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(defines.map(([name, d]) => [name, String(d.default ?? '')])),
  );
  const run = useMutation({
    mutationFn: () => runJob(dataProvider, String(record?.id), values),
    onSuccess: () => queryClient.invalidateQueries(),
  });
  if (run.data?.task_id) return <TaskLogDialog taskId={run.data.task_id} onClose={onClose} />;
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="job-run-params">
      <DialogTitle id="job-run-params">{translate('jobParams.runTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {defines.map(([name, d]) => (
            <TextField
              key={name}
              label={d.label || name}
              value={values[name] ?? ''}
              select={d.type === 'select' && Array.isArray(d.options)}
              onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
              fullWidth
            >
              {(d.options ?? []).map((o) => (
                <MenuItem key={o.value} value={o.value}>
                  {o.label}
                </MenuItem>
              ))}
            </TextField>
          ))}
          <SubmitError error={run.error} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={run.isPending} onClick={() => run.mutate()}>
          {translate('jobParams.run')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
