/**
 * Upload an applet package (docs/domain.md §12.2), replacing an applet of the same name when
 * asked, with the upload's progress and the server's own `error` when it refuses the package.
 */
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
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
import { JmsHttpError } from '../../../dataProvider';
import { SubmitError } from '../../components/SubmitError';
import type { FeatureDialogProps } from '../registry';
import { uploadApplet } from './api';

export function AppletUpload({ onClose }: FeatureDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [update, setUpdate] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);

  const submit = async (zip: File) => {
    setError(null);
    setPercent(0);
    try {
      await uploadApplet(zip, update, setPercent);
      await queryClient.invalidateQueries();
      notify('system.upload.done', { type: 'success' });
      onClose();
      return;
    } catch (e) {
      // A 401 opened the login-required dialog (as for every call): the file stays for a retry.
      if (!(e instanceof JmsHttpError && e.status === 401)) setError(e);
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
          <SubmitError error={error} />
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
