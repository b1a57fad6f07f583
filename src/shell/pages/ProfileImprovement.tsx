/**
 * The first-login page (/profile/improvement): the user checks their information and confirms;
 * the profile is then marked as no longer first-login (PATCH is_first_login=false) and they go on
 * to their view. The full form to complete the profile comes with the profile issue.
 */
import { Alert, Box, Button } from '@mui/material';
import { useState } from 'react';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { PROFILE_URL } from '../../../authProvider/profile';
import type { JmsDataProvider } from '../../../dataProvider';
import { useShell } from '../ShellContext';
import { chooseView, readPreView, viewRule } from '../views';
import { ValuesTable } from './DataView';
import { PROFILE_FIELDS, profileValues } from './ProfilePage';

export default function ProfileImprovement() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const { profile } = useShell();
  const [saving, setSaving] = useState(false);
  const label = translate('routes.pages.profile.improvement');

  const done = async () => {
    setSaving(true);
    try {
      await dataProvider.call('PATCH', PROFILE_URL, { is_first_login: false });
      navigate(viewRule(chooseView(null, profile, readPreView())).home, { replace: true });
    } catch (e) {
      notify((e as Error).message || 'pages.notify.request_failed', { type: 'error' });
      setSaving(false);
    }
  };

  return (
    <>
      <Title title={label} />
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate('shell.profile.improvement_intro')}
      </Alert>
      <ValuesTable values={profileValues(profile, PROFILE_FIELDS.info!)} label={label} />
      <Box sx={{ mt: 2 }}>
        <Button variant="contained" onClick={done} disabled={saving}>
          {translate('shell.profile.improvement_done')}
        </Button>
      </Box>
    </>
  );
}
