/**
 * The first-login page (/profile/improvement): the user completes their details, which are saved
 * with the first-login mark cleared (PATCH /users/profile/ with is_first_login=false); they then go
 * on to the user guide when the platform has one, else to their view.
 */
import '../../../i18n/areas/profile';
import { Alert } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { useAuthSession } from '../../../authProvider/hooks';
import { PROFILE_URL } from '../../../authProvider/profile';
import { ObjectForm, type FormSection } from '../../components/settings/ObjectForm';
import { useShell } from '../../shell/ShellContext';
import { chooseView, readPreView, viewRule } from '../../shell/views';

const GROUPS: FormSection[] = [
  { title: 'profile.groups.account', fields: ['name', 'email'] },
  { title: 'profile.groups.contact', fields: ['phone', 'wechat'] },
];
const DONE = { is_first_login: false };

export default function ProfileImprovement() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const session = useAuthSession();
  const { profile } = useShell();
  const finish = async (answer: Record<string, unknown>) => {
    const next = await session.loadProfile().catch(() => profile);
    const guide = typeof answer.guide_url === 'string' ? answer.guide_url : '';
    if (/^https?:\/\//.test(guide)) window.location.assign(guide);
    else navigate(viewRule(chooseView(null, next, readPreView())).home, { replace: true });
  };
  return (
    <>
      <Title title={translate('routes.pages.profile.improvement')} />
      <Alert severity="info" sx={{ mb: 2, maxWidth: 900 }}>
        {translate('shell.profile.improvement_intro')}
      </Alert>
      <ObjectForm
        url={PROFILE_URL}
        name="profile"
        groups={GROUPS}
        alwaysSend={DONE}
        onSaved={finish}
      />
    </>
  );
}
