/**
 * A host's hardware facts (Lina's host detail card; domain-protocol-assets §3.7): read from the
 * host's own detail (`assets/hosts/<id>/` `info`), which "Refresh hardware info" rewrites.
 */
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { JmsDataProvider } from '../../../dataProvider';
import type { FeatureDialogProps } from '../registry';

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

/** Registered as a feature (`object` props): an action's dialog gets `FeatureDialogProps`. */
export function HardwareInfo(props: object) {
  const { record, onClose } = props as FeatureDialogProps;
  const translate = useTranslate();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const id = String(record?.id ?? '');
  const { data, isPending, isError } = useQuery({
    queryKey: ['hostInfo', id],
    enabled: !!id,
    queryFn: ({ signal }) =>
      dataProvider.call<{ info?: Record<string, unknown> }>(
        'GET',
        `/api/v1/assets/hosts/${encodeURIComponent(id)}/`,
        undefined,
        { signal },
      ),
  });
  const info = data?.info ?? {};
  const known = FACTS.filter((k) => info[k] !== undefined && info[k] !== '');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="hardware-info-title">
      <DialogTitle id="hardware-info-title">
        {translate('assetWorkspace.hardware.title', { name: String(record?.name ?? '') })}
      </DialogTitle>
      <DialogContent dividers>
        {isPending ? (
          <CircularProgress size={20} aria-label={translate('ra.page.loading')} />
        ) : isError || !known.length ? (
          <Typography>{translate('assetWorkspace.hardware.none')}</Typography>
        ) : (
          <Table size="small" aria-label={translate('assetWorkspace.hardware.label')}>
            <TableBody>
              {known.map((k) => (
                <TableRow key={k}>
                  <TableCell component="th" scope="row">
                    {translate(`assetWorkspace.hardware.facts.${k}`)}
                  </TableCell>
                  <TableCell>{String(info[k])}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
