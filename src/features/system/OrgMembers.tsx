/**
 * An organisation's members with their org roles: membership is an org-role binding
 * (docs/domain.md §9.2, §9.5), read in that organisation; one row per user, the roles joined.
 */
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { JmsDataProvider } from '../../../dataProvider';
import { PagedTable } from '../../components/PagedTable';
import { orgMembers } from './api';

interface Member {
  id: string;
  name: string;
  roles: string[];
}

/** The bindings as one member a user, by name, their roles in binding order. */
async function membersOf(dp: JmsDataProvider, orgId: string): Promise<Member[]> {
  const byUser = new Map<string, Member>();
  for (const b of await orgMembers(dp, orgId)) {
    const id = String(b.user);
    const m = byUser.get(id) ?? { id, name: String(b.user_display ?? id), roles: [] };
    m.roles.push(String(b.role_display ?? b.role));
    byUser.set(id, m);
  }
  return [...byUser.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export function OrgMembers() {
  const record = useRecordContext();
  const translate = useTranslate();
  const dp = useDataProvider<JmsDataProvider>();
  const id = String(record?.id ?? '');
  return (
    <PagedTable<Member>
      label={translate('system.tabs.members')}
      queryKey={['jms', 'system', 'members', id]}
      load={() => membersOf(dp, id)}
      enabled={!!record}
      empty={translate('system.empty')}
      columns={[
        { key: 'name', header: translate('system.columns.user') },
        {
          key: 'roles',
          header: translate('system.columns.roles'),
          render: (m) => m.roles.join(', '),
        },
      ]}
    />
  );
}
