/**
 * Upload an applet package (domain-protocol-ops §5.6): a multipart `file` to
 * `/api/v1/terminal/applets/upload/` (`?update=1` replaces an applet of the same name), with the
 * upload's progress and the server's own `error` when it refuses the package.
 */
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { FeatureDialogProps } from '../registry';
import { uploadWithProgress } from '../../../dataProvider/upload';

const URL = '/api/v1/terminal/applets/upload/';

function errorOf(status: number, body: unknown): string {
  if (body && typeof body === 'object') {
    const b = body as { error?: unknown; detail?: unknown; msg?: unknown };
    const text = b.error ?? b.detail ?? b.msg;
    if (typeof text === 'string') return text;
  }
  return `HTTP ${status}`;
}

export function AppletUpload({ onClose }: FeatureDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [update, setUpdate] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (zip: File) => {
    setError(null);
    setPercent(0);
    const form = new FormData();
    form.set('file', zip);
    try {
      const answer = await uploadWithProgress(update ? `${URL}?update=1` : URL, form, setPercent);
      if (answer.status >= 200 && answer.status < 300) {
        await queryClient.invalidateQueries();
        notify('system.upload.done', { type: 'success' });
        onClose();
        return;
      }
      // A 401 opened the login-required dialog (as for every call): the file stays for a retry.
      if (answer.status !== 401) setError(errorOf(answer.status, answer.body));
    } catch {
      setError(translate('app.http.network'));
    }
    setPercent(null);
  };

  const busy = percent !== null;
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="applet-upload">
      <DialogTitle id="applet-upload">{translate('system.upload.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          <Typography variant="body2" color="text.secondary">
            {translate('system.upload.hint')}
          </Typography>
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
            {file ? file.name : translate('system.upload.choose')}
            <input
              hidden
              type="file"
              accept=".zip,application/zip"
              aria-label={translate('system.upload.choose')}
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setError(null);
              }}
            />
          </Button>
          <FormControlLabel
            control={<Checkbox checked={update} onChange={(e) => setUpdate(e.target.checked)} />}
            label={translate('system.upload.update')}
          />
          {busy && (
            <Stack spacing={0.5}>
              <LinearProgress
                variant="determinate"
                value={percent}
                aria-label={translate('system.upload.progress', { percent })}
              />
              <Typography variant="caption">
                {translate('system.upload.progress', { percent })}
              </Typography>
            </Stack>
          )}
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!file || busy}
          onClick={() => file && void submit(file)}
        >
          {translate('system.upload.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
