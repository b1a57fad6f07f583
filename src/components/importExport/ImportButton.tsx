/**
 * The list header's Import button (docs/shell.md §11.1): shown when the descriptor offers import
 * and the user may add or change the resource; disabled in the root organisation. Create mode
 * needs add, update mode needs change (and the descriptor not ruling update out).
 */
import { useState } from 'react';
import { Button, Tooltip } from '@mui/material';
import UploadFile from '@mui/icons-material/UploadFile';
import { useListContext, useTranslate } from 'react-admin';
import { listActions } from '../../../authProvider/access';
import { hasPerm } from '../../../authProvider/permissions';
import { permissionOf, type ResourceDescriptor } from '../../../resources';
import { useAccessContext } from '../../../authProvider/hooks';
import { onDemand } from '../../shell/onDemand';
import { WhenOpened } from '../WhenOpened';
import { useListDescriptor } from './useListDescriptor';

/** The import machinery (file parsing, preview, the runner) loads when the dialog opens. */
const ImportDialog = onDemand(() => import('./ImportDialog'), 'ImportDialog');

export interface ImportButtonProps {
  /** Defaults to the descriptor of the list's resource. */
  descriptor?: ResourceDescriptor;
  /** `text` in the bulk toolbar, beside react-admin's own bulk buttons. */
  variant?: 'text' | 'outlined';
}

export function ImportButton(props: ImportButtonProps) {
  const translate = useTranslate();
  const { resource, descriptor } = useListDescriptor(props.descriptor);
  const ctx = useAccessContext();
  const { selectedIds } = useListContext();
  const [open, setOpen] = useState(false);
  const config = descriptor.list?.import;
  const gate = listActions(descriptor, ctx).import;
  const canCreate = hasPerm(ctx.perms, permissionOf(descriptor, 'add'));
  const canUpdate =
    config?.update !== false && hasPerm(ctx.perms, permissionOf(descriptor, 'change'));
  if (!config || gate === 'hidden' || !(canCreate || canUpdate)) return null;

  const button = (
    <Button
      size="small"
      variant={props.variant ?? 'outlined'}
      startIcon={<UploadFile />}
      disabled={gate === 'disabled'}
      onClick={() => setOpen(true)}
    >
      {translate('pages.list.import')}
    </Button>
  );
  return (
    <>
      {gate === 'disabled' ? (
        <Tooltip title={translate('pages.list.import_in_root')}>
          <span>{button}</span>
        </Tooltip>
      ) : (
        button
      )}
      <WhenOpened open={open}>
        <ImportDialog
          open={open}
          onClose={() => setOpen(false)}
          resource={resource}
          canCreate={canCreate}
          canUpdate={canUpdate}
          selectedIds={selectedIds}
          maxFileMB={config.maxFileMB}
        />
      </WhenOpened>
    </>
  );
}
