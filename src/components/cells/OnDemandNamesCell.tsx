/**
 * Names that cost a request per row (docs/shell.md §7.6 "granted names fetched on demand"; an
 * asset's accounts, the successors of v2's system users): a Show button, then one GET of the
 * field's `url`.
 */
import { useState } from 'react';
import { Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { useAccessContext } from '../../../authProvider/hooks';
import { hasPerm } from '../../../authProvider/permissions';
import type { JmsDataProvider } from '../../../dataProvider';
import { displayValue } from '../../schema/display';
import { valueUrl, type CellProps } from './cellProps';

export function OnDemandNamesCell({ record, override, descriptor }: CellProps) {
  const translate = useTranslate();
  const ctx = useAccessContext();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const [asked, setAsked] = useState(false);
  const url = valueUrl({ override, record }) ?? '';
  const allowed = !!url && (!override.perm || hasPerm(ctx.perms, override.perm));
  const names = useQuery({
    queryKey: ['onDemandNames', url],
    queryFn: () => dataProvider.getAt(url),
    enabled: asked && allowed,
  });
  if (!allowed) return <>{translate('app.value.empty')}</>;
  if (!asked) {
    const name = String(record[descriptor.recordRepresentation ?? 'name'] ?? record.id ?? '');
    return (
      <Button
        size="small"
        onClick={() => setAsked(true)}
        aria-label={`${translate('pages.action.show_names')} ${name}`}
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
