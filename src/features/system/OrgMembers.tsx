/**
 * An organisation's members with their org roles: membership is an org-role binding
 * (domain-protocol-ops §4.2, §4.5), read in that organisation (`?oid=`) since the settings pages
 * run in the system organisation; one row per user, the roles joined.
 */
import { useRecordContext } from 'react-admin';
import { useMemo } from 'react';
import {
  Alert,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { useRows } from './RowsTable';

export function OrgMembers() {
  const record = useRecordContext();
  const translate = useTranslate();
  const url = record
    ? `/api/v1/rbac/org-role-bindings/?oid=${encodeURIComponent(String(record.id))}`
    : null;
  const { data, isPending, isError } = useRows(url);
  const members = useMemo(() => {
    const byUser = new Map<string, { name: string; roles: string[] }>();
    for (const b of data ?? []) {
      const key = String(b.user);
      const m = byUser.get(key) ?? { name: String(b.user_display ?? key), roles: [] };
      m.roles.push(String(b.role_display ?? b.role));
      byUser.set(key, m);
    }
    return [...byUser.entries()].sort((a, b) => a[1].name.localeCompare(b[1].name));
  }, [data]);
  if (isError) return <Alert severity="error">{translate('system.loadFailed')}</Alert>;
  if (isPending) return <LinearProgress aria-label={translate('app.loading')} />;
  if (!members.length)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
        {translate('system.empty')}
      </Typography>
    );
  return (
    <Table size="small" aria-label={translate('system.tabs.members')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('system.columns.user')}</TableCell>
          <TableCell>{translate('system.columns.roles')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {members.map(([id, m]) => (
          <TableRow key={id}>
            <TableCell>{m.name}</TableCell>
            <TableCell>{m.roles.join(', ')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
