/**
 * The list header's Export button (docs/shell.md §11.1): shown when the descriptor offers
 * export and the user holds its view permission (or the descriptor's own). When the export may
 * need the user to confirm (account secrets), the user-confirm dialog runs first; the server's
 * answer to a one-row probe decides, so a confirmation still within SECURITY_MFA_VERIFY_TTL asks
 * nothing.
 */
import { useCallback, useMemo, useState } from 'react';
import { Button } from '@mui/material';
import Download from '@mui/icons-material/Download';
import { useListContext, useNotify, useTranslate } from 'react-admin';
import { listActions } from '../../../authProvider/access';
import { hasPerm } from '../../../authProvider/permissions';
import type { ResourceDescriptor } from '../../../resources';
import { isConfirmCancelled, useUserConfirm } from '../confirm/useUserConfirm';
import { useAccessContext } from '../../../authProvider/hooks';
import { onDemand } from '../../shell/onDemand';
import { WhenOpened } from '../WhenOpened';
import { useImportExportTransport, type ImportExportTransport } from './transport';
import { useListDescriptor } from './useListDescriptor';
import { errorNotice, noticeArgs } from '../notice';

/** The export dialog loads when it opens. */
const ExportDialog = onDemand(() => import('./ExportDialog'), 'ExportDialog');

export interface ExportButtonProps {
  /** Defaults to the descriptor of the list's resource. */
  descriptor?: ResourceDescriptor;
  /** `text` in the bulk toolbar, beside react-admin's own bulk buttons. */
  variant?: 'text' | 'outlined';
}

export function ExportButton(props: ExportButtonProps) {
  const { resource, descriptor } = useListDescriptor(props.descriptor);
  const ctx = useAccessContext();
  const config = descriptor.list?.export;
  const transport = useImportExportTransport(resource, { exportFrom: config?.url });
  const allowed = config?.perm
    ? hasPerm(ctx.perms, config.perm)
    : listActions(descriptor, ctx).export !== 'hidden';
  if (!config || !allowed) return null;
  const variant = props.variant ?? 'outlined';
  if (config.confirm) return <ConfirmingExportButton transport={transport} variant={variant} />;
  return <ExportButtonView transport={transport} variant={variant} />;
}

/** Opens the dialog only once the server accepts the user's (possibly fresh) confirmation. */
interface ViewProps {
  transport: ImportExportTransport;
  variant: 'text' | 'outlined';
  beforeOpen?: () => Promise<boolean>;
}

function ConfirmingExportButton({ transport, variant }: Omit<ViewProps, 'beforeOpen'>) {
  const confirmed = useUserConfirm();
  const notify = useNotify();
  const beforeOpen = useCallback(async () => {
    try {
      await confirmed(() => transport.probeExport());
      return true;
    } catch (e) {
      if (!isConfirmCancelled(e)) notify(...noticeArgs(errorNotice(e), 'error'));
      return false;
    }
  }, [confirmed, notify, transport]);
  return <ExportButtonView transport={transport} variant={variant} beforeOpen={beforeOpen} />;
}

function ExportButtonView({ transport: listTransport, variant, beforeOpen }: ViewProps) {
  const translate = useTranslate();
  // `filter` is the list's fixed query (descriptor `list.fixedQuery`): every export carries it.
  const { filterValues, sort, selectedIds, filter } = useListContext();
  const transport = useMemo<ImportExportTransport>(
    () =>
      filter
        ? {
            ...listTransport,
            downloadExport: (r) =>
              listTransport.downloadExport({ ...r, filter: { ...r.filter, ...filter } }),
          }
        : listTransport,
    [listTransport, filter],
  );
  const [open, setOpen] = useState(false);
  const [checking, setChecking] = useState(false);
  const onClick = async () => {
    if (beforeOpen) {
      setChecking(true);
      const ok = await beforeOpen().finally(() => setChecking(false));
      if (!ok) return;
    }
    setOpen(true);
  };
  return (
    <>
      <Button
        size="small"
        variant={variant}
        startIcon={<Download />}
        disabled={checking}
        onClick={() => void onClick()}
      >
        {translate('pages.list.export')}
      </Button>
      <WhenOpened open={open}>
        <ExportDialog
          open={open}
          onClose={() => setOpen(false)}
          transport={transport}
          filterValues={filterValues}
          sort={sort}
          selectedIds={selectedIds}
        />
      </WhenOpened>
    </>
  );
}
