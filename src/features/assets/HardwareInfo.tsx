/**
 * A host's hardware facts (Lina's host detail card; docs/domain.md §3.7): read from the
 * host's own detail (`assets/hosts/<id>/` `info`), which "Refresh hardware info" rewrites.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { JmsDataProvider } from '../../../dataProvider';
import { PagedTable } from '../../components/PagedTable';
import type { FeatureDialogProps } from '../registry';
import { hostInfo } from './api';

/** The facts in Lina's order. */
const FACTS = [
  'vendor',
  'model',
  'sn',
  'cpu_model',
  'cpu_count',
  'cpu_cores',
  'cpu_vcpus',
  'memory',
  'disk_total',
  'distribution',
  'distribution_version',
  'arch',
] as const;

type Fact = { id: string; value: unknown };

/** Registered as a feature (`object` props): an action's dialog gets `FeatureDialogProps`. */
export function HardwareInfo(props: object) {
  const { record, onClose } = props as FeatureDialogProps;
  const translate = useTranslate();
  const dp = useDataProvider<JmsDataProvider>();
  const id = String(record?.id ?? '');
  const facts = async (signal: AbortSignal): Promise<Fact[]> => {
    const info = await hostInfo(dp, id, signal);
    return FACTS.filter((k) => info[k] !== undefined && info[k] !== '').map((k) => ({
      id: k,
      value: info[k],
    }));
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="hardware-info-title">
      <DialogTitle id="hardware-info-title">
        {translate('assetWorkspace.hardware.title', { name: String(record?.name ?? '') })}
      </DialogTitle>
      <DialogContent dividers>
        <PagedTable<Fact>
          label={translate('assetWorkspace.hardware.label')}
          queryKey={['assets', 'hostInfo', id]}
          load={(_, signal) => facts(signal)}
          enabled={!!id}
          empty={translate('assetWorkspace.hardware.none')}
          columns={[
            {
              key: 'fact',
              header: translate('assetWorkspace.hardware.fact'),
              render: (f) => translate(`assetWorkspace.hardware.facts.${f.id}`),
            },
            { key: 'value', header: translate('assetWorkspace.hardware.value') },
          ]}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
