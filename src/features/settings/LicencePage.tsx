/**
 * The licence page (docs/wire.md §14.6): the licence in force, and the import of a licence file
 * (multipart `file`), after which the console reloads so every view sees the new licence. The
 * community edition has no licence endpoint: the page says so.
 */
import '../../../i18n/areas/settings';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { JmsDataProvider, JmsHttpError } from '../../../dataProvider';
import { LoadError } from '../../components/LoadError';
import { errorNotice, noticeArgs, serverNotice } from '../../components/notice';
import { formatDate } from '../../schema/datetime';
import { importLicence, licence, type Licence } from './api';

const ROWS: (keyof Licence)[] = [
  'corporation',
  'edition',
  'subscription_id',
  'serial_no',
  'date_expired',
  'asset_count',
  'current_asset_count',
  'remark',
];

function ImportButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const upload = async (file: File) => {
    setBusy(true);
    try {
      const answer = await importLicence(dataProvider, file);
      if (!answer.status) {
        notify(
          ...noticeArgs(
            answer.msg ? serverNotice(answer.msg) : { message: 'settings.licence.invalid' },
            'error',
          ),
        );
        return;
      }
      notify(
        ...noticeArgs(
          answer.msg ? serverNotice(answer.msg) : { message: 'settings.licence.imported' },
          'success',
        ),
      );
      window.location.reload();
    } catch (e) {
      notify(...noticeArgs(errorNotice(e, 'pages.notify.request_failed'), 'error'));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        aria-label={translate('settings.licence.file')}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      <Button
        variant="contained"
        startIcon={<UploadFileIcon />}
        disabled={busy}
        onClick={() => input.current?.click()}
      >
        {translate('settings.licence.import')}
      </Button>
    </>
  );
}

export function LicencePage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const { data, error, isPending, refetch } = useQuery({
    queryKey: ['jms', 'licence'],
    queryFn: () => licence(dataProvider),
    retry: false,
  });
  if (isPending) return <CircularProgress size={24} aria-label={translate('app.loading')} />;
  // The community edition has no licence endpoint: not a failure, a fact about the edition.
  if ((error as JmsHttpError | null)?.status === 404)
    return (
      <Alert severity="info" role="alert">
        {translate('settings.licence.community')}
      </Alert>
    );
  if (error) return <LoadError error={error} onRetry={refetch} />;
  const value = (key: keyof Licence) => {
    const v = data[key];
    if (v === undefined || v === null || v === '') return translate('app.value.empty');
    return key === 'date_expired' ? formatDate(String(v), locale, 'short') : String(v);
  };
  return (
    <Card variant="outlined" sx={{ maxWidth: 900 }}>
      <CardContent>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(140px, 220px) 1fr',
            columnGap: 2,
            rowGap: 1.5,
            m: 0,
            mb: 3,
          }}
        >
          {ROWS.map((key) => (
            <Box key={key} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {translate(`settings.licence.fields.${key}`)}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {value(key)}
              </Typography>
            </Box>
          ))}
        </Box>
        <ImportButton />
      </CardContent>
    </Card>
  );
}
