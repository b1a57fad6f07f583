/**
 * Where applets are published (`/api/v1/terminal/applet-publications/`, domain-protocol-ops §5.6):
 * on an applet's detail, each host; on an applet host's detail, each applet; with the state.
 */
import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { RowsTable, statusText, type Column, type Row } from './RowsTable';

const nameOf = (v: unknown) => {
  const o = (v ?? {}) as { display_name?: string; name?: string };
  return String(o.display_name ?? o.name ?? '');
};

const common: Column[] = [
  {
    label: 'system.columns.status',
    render: (r: Row) => {
      const s = statusText(r.status);
      return (
        <Chip
          size="small"
          label={s.label}
          color={s.color as 'success' | 'error' | 'warning' | 'default' | 'info'}
        />
      );
    },
  },
  { label: 'system.columns.comment', render: (r) => String(r.comment ?? '') },
  { label: 'system.columns.dateUpdated', render: (r) => String(r.date_updated ?? '') },
];

function PublicationsOf({ by }: { by: 'applet' | 'host' }) {
  const record = useRecordContext();
  const url = record
    ? `/api/v1/terminal/applet-publications/?${by}=${encodeURIComponent(String(record.id))}`
    : null;
  const other: Column =
    by === 'applet'
      ? { label: 'system.columns.host', render: (r) => nameOf(r.host) }
      : { label: 'system.columns.applet', render: (r) => nameOf(r.applet) };
  return <RowsTable url={url} columns={[other, ...common]} label="system.tabs.publications" />;
}

/** An applet's publications, per host. */
export function AppletPublications() {
  return <PublicationsOf by="applet" />;
}

/** An applet host's publications, per applet. */
export function HostPublications() {
  return <PublicationsOf by="host" />;
}
