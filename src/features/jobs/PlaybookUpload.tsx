/**
 * Upload a playbook as a zip (domain-protocol-ops §3.2): a multipart `path` whose top level holds
 * `main.yml`; the new playbook is named after the file. The server's refusal is shown as it says.
 */
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
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
import type { JmsDataProvider, JmsHttpError } from '../../../dataProvider';
import type { FeatureDialogProps } from '../registry';

export function PlaybookUpload({ onClose }: FeatureDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const [file, setFile] = useState<File | null>(null);
  const upload = useMutation({
    mutationFn: (zip: File) => {
      const form = new FormData();
      form.set('path', zip);
      return dataProvider.call('POST', '/api/v1/ops/playbooks/', form, { silent: true });
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries();
      notify('jobs.upload.done', { type: 'success' });
      onClose();
    },
  });
  const error = upload.error as JmsHttpError | null;
  const body = error?.body as { msg?: string; detail?: string } | undefined;
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
          {error && <Alert severity="error">{body?.msg ?? body?.detail ?? error.notice}</Alert>}
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
