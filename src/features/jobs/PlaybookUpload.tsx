/**
 * Upload a playbook as a zip (docs/domain.md §8.2): a multipart `path` whose top level holds
 * `main.yml`; the new playbook is named after the file. The server's refusal is shown as it says.
 */
import '../../../i18n/areas/jobs';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { JmsDataProvider } from '../../../dataProvider';
import { SubmitError } from '../../components/SubmitError';
import type { FeatureDialogProps } from '../registry';
import { uploadPlaybook } from './api';

export function PlaybookUpload({ onClose }: FeatureDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const [file, setFile] = useState<File | null>(null);
  const upload = useMutation({
    mutationFn: (zip: File) => uploadPlaybook(dataProvider, zip),
    onSuccess: async () => {
      await queryClient.invalidateQueries();
      notify('jobs.upload.done', { type: 'success' });
      onClose();
    },
  });
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="playbook-upload">
      <DialogTitle id="playbook-upload">{translate('jobs.upload.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          <Typography variant="body2" color="text.secondary">
            {translate('jobs.upload.hint')}
          </Typography>
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
            {file ? file.name : translate('jobs.upload.choose')}
            <input
              hidden
              type="file"
              accept=".zip,application/zip"
              aria-label={translate('jobs.upload.choose')}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          </Button>
          <SubmitError error={upload.error} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!file || upload.isPending}
          onClick={() => file && upload.mutate(file)}
        >
          {translate('jobs.upload.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
