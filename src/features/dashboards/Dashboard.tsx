/**
 * The console and audit dashboards (loaded lazily with their charts; routes.tsx), under the
 * announcement as in the Vue console.
 */
import { Title, useTranslate } from 'react-admin';
import { Announcement } from '../../components/Announcement';
import { AuditDashboard } from './AuditDashboard';
import { ConsoleDashboard } from './ConsoleDashboard';

export default function Dashboard({ view }: { view: 'console' | 'audit' }) {
  const translate = useTranslate();
  return (
    <>
      <Title title={translate('routes.pages.dashboard')} />
      <Announcement />
      {view === 'console' ? <ConsoleDashboard /> : <AuditDashboard />}
    </>
  );
}
