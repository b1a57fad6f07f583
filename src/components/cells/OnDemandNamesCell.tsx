/** Names that cost a request each (granted system users, say): fetched only when asked for. */
import { useState } from 'react';
import { Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { JmsDataProvider } from '../../../dataProvider';
import { displayValue } from '../../schema/display';
import type { CellProps } from './cells';

export function OnDemandNamesCell({ record, source, override }: CellProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const [asked, setAsked] = useState(false);
  const url = (override.url ?? '').replace('{id}', encodeURIComponent(String(record.id)));
  const names = useQuery({
    queryKey: ['onDemandNames', url],
    queryFn: () => dataProvider.call<unknown>('GET', url),
    enabled: asked && !!url,
  });
  if (!asked) {
    return (
      <Button
        size="small"
        onClick={() => setAsked(true)}
        aria-label={`${translate('pages.action.show_names')} ${source}`}
      >
        {translate('pages.action.show_names')}
      </Button>
    );
  }
  if (names.isPending) return <>{translate('app.loading')}</>;
  if (names.isError) return <>{translate('app.value.empty')}</>;
  const data = names.data as unknown;
  const list = Array.isArray(data) ? data : ((data as { results?: unknown[] })?.results ?? []);
  return <>{displayValue(list, translate)}</>;
}
