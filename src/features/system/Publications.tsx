/**
 * Where applets are published (domain-protocol-ops §5.6): on an applet's detail, each host; on an
 * applet host's detail, each applet; with the state.
 */
import { Chip } from '@mui/material';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { JmsDataProvider } from '../../../dataProvider';
import type { AnyRecord } from '../../../resources/vocabulary';
import { PagedTable, type PagedColumn } from '../../components/PagedTable';
import { appletPublications } from './api';
import { statusText } from './status';

const nameOf = (v: unknown) => {
  const o = (v ?? {}) as { display_name?: string; name?: string };
  return String(o.display_name ?? o.name ?? '');
};

function PublicationsOf({ by }: { by: 'applet' | 'host' }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const dp = useDataProvider<JmsDataProvider>();
  const id = String(record?.id ?? '');
  const other = by === 'applet' ? 'host' : 'applet';
  const columns: PagedColumn<AnyRecord>[] = [
    { key: other, header: translate(`system.columns.${other}`), render: (r) => nameOf(r[other]) },
    {
      key: 'status',
      header: translate('system.columns.status'),
      render: (r) => {
        const s = statusText(r.status);
        return <Chip size="small" label={s.label} color={s.color} />;
      },
    },
    { key: 'comment', header: translate('system.columns.comment') },
    { key: 'date_updated', header: translate('system.columns.dateUpdated') },
  ];
  return (
    <PagedTable<AnyRecord>
      label={translate('system.tabs.publications')}
      queryKey={['jms', 'system', 'publications', by, id]}
      load={() => appletPublications(dp, by, id)}
      enabled={!!record}
      empty={translate('system.empty')}
      columns={columns}
    />
  );
}

/** An applet's publications, per host. */
export function AppletPublications() {
  return <PublicationsOf by="applet" />;
}

/** An applet host's publications, per applet. */
export function HostPublications() {
  return <PublicationsOf by="host" />;
}
