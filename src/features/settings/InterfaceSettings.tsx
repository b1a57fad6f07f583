/**
 * The interface page (extended edition): login title and theme as a form, the four images with
 * their previews, each replaced by uploading a file, and a restore of the defaults. Branding comes
 * from the public settings at startup, so every change reloads the console to show it.
 */
import '../../../i18n/areas/settings';
import RestoreIcon from '@mui/icons-material/SettingsBackupRestore';
import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { JmsDataProvider } from '../../../dataProvider';
import { useObjectSchema, useObjectValues } from '../../components/settings/objectApi';
import { ObjectForm } from '../../components/settings/ObjectForm';
import { errorNotice, noticeArgs } from '../../components/notice';
import { INTERFACE_URL, restoreInterface, uploadInterfaceImage } from './api';
const IMAGES = ['logo_index', 'logo_logout', 'favicon', 'login_image'] as const;
const GROUPS = [{ title: 'settings.interface.basic', fields: ['login_title', 'theme'] }];

/** The saved branding shows after a reload (the startup reads it). */
const reloadSoon = () => setTimeout(() => window.location.reload(), 600);

function ImageCard({
  name,
  label,
  help,
  src,
}: {
  name: string;
  label: string;
  help?: string;
  src: string;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  // The platform's built-in images are not served by every backend: say so instead of a broken image.
  const [broken, setBroken] = useState(false);
  const upload = async (file: File) => {
    setBusy(true);
    try {
      await uploadInterfaceImage(dataProvider, name, file);
      notify('pages.notify.updated', { type: 'success' });
      reloadSoon();
    } catch (e) {
      notify(...noticeArgs(errorNotice(e, 'pages.notify.request_failed'), 'error'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="subtitle2">{label}</Typography>
        {help && (
          <Typography variant="caption" color="text.secondary" component="p">
            {help}
          </Typography>
        )}
        <Box
          sx={{
            my: 1.5,
            height: 90,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: name === 'logo_index' ? 'primary.main' : 'action.hover',
            borderRadius: 1,
          }}
        >
          {broken || !src ? (
            <Typography
              variant="caption"
              color={name === 'logo_index' ? 'primary.contrastText' : 'text.secondary'}
            >
              {translate('settings.interface.no_preview')}
            </Typography>
          ) : (
            <Box
              component="img"
              src={src}
              alt={label}
              onError={() => setBroken(true)}
              sx={{ maxHeight: 70, maxWidth: '90%' }}
            />
          )}
        </Box>
        <input
          ref={input}
          type="file"
          accept="image/*"
          hidden
          aria-label={label}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void upload(file);
          }}
        />
        <Button
          size="small"
          startIcon={<UploadIcon />}
          disabled={busy}
          onClick={() => input.current?.click()}
        >
          {translate('settings.interface.upload')}
        </Button>
      </CardContent>
    </Card>
  );
}

function Images() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const schema = useObjectSchema(INTERFACE_URL);
  const values = useObjectValues(INTERFACE_URL);
  if (!schema.data || !values.data) return null;
  const restore = async () => {
    try {
      await restoreInterface(dataProvider);
      notify('settings.interface.restored', { type: 'success' });
      reloadSoon();
    } catch (e) {
      notify(...noticeArgs(errorNotice(e, 'pages.notify.request_failed'), 'error'));
    }
  };
  return (
    <Box component="section" aria-label={translate('settings.interface.images')} sx={{ mt: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
          {translate('settings.interface.images')}
        </Typography>
        <Button startIcon={<RestoreIcon />} color="warning" onClick={restore}>
          {translate('settings.interface.restore')}
        </Button>
      </Stack>
      <Grid container spacing={2} sx={{ maxWidth: 900 }}>
        {IMAGES.map((name) => (
          <Grid key={name} size={{ xs: 12, sm: 6 }}>
            <ImageCard
              name={name}
              label={schema.data[name]?.label ?? name}
              help={schema.data[name]?.help_text}
              src={String(values.data[name] ?? '')}
            />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}

export function InterfaceSettings() {
  return (
    <>
      <ObjectForm
        url={INTERFACE_URL}
        name="settings_interface"
        groups={GROUPS}
        onSaved={reloadSoon}
      />
      <Images />
    </>
  );
}
