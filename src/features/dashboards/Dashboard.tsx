/** The console and audit dashboards (loaded lazily with their charts; routes.tsx). */
import { Title, useTranslate } from 'react-admin';
import { AuditDashboard } from './AuditDashboard';
import { ConsoleDashboard } from './ConsoleDashboard';

export default function Dashboard({ view }: { view: 'console' | 'audit' }) {
  const translate = useTranslate();
  return (
    <>
      <Title title={translate('routes.pages.dashboard')} />
      {view === 'console' ? <ConsoleDashboard /> : <AuditDashboard />}
    </>
  );
}
