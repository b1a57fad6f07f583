/**
 * The bulk toolbar shown over selected rows (docs/shell.md §7.8): ONE Actions menu acting on the
 * selection — delete selected (confirm with the count, then one spm DELETE), update selected (a
 * dialog), the descriptor's bulk patches and its bulk header actions, in that order, each by
 * permission (disabled items stay, disabled) — then import and export of the selection.
 */
import { useId, useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import {
  useDeleteMany,
  useListContext,
  useNotify,
  useRefresh,
  useResourceContext,
  useTranslate,
  useUnselectAll,
  useUpdateMany,
} from 'react-admin';
import { ConfirmDialog } from '../confirm/ConfirmDialog';
import { listActions } from '../../../authProvider/access';
import { hasPerm } from '../../../authProvider/permissions';
import { permissionOf, type BulkAction, type ResourceDescriptor } from '../../../resources/types';
import { useAccessContext } from '../../../authProvider/hooks';
import { ActionMenuItem, useListRunner, usePlacedActions, type PlacedAction } from '../actions';
import { ExportButton } from '../importExport/ExportButton';
import { ImportButton } from '../importExport/ImportButton';
import { onDemand } from '../../shell/onDemand';
import { WhenOpened } from '../WhenOpened';
import { useStepBackAfterDelete } from './useStepBack';
import { errorNotice, noticeArgs } from '../notice';

/** The bulk update form (every field input) loads when it opens. */
const BulkUpdateDialog = onDemand(() => import('./BulkUpdateDialog'), 'BulkUpdateDialog');

export function BulkActions({ descriptor }: { descriptor: ResourceDescriptor }) {
  const resource = useResourceContext()!;
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource);
  const stepBack = useStepBackAfterDelete();
  const { selectedIds } = useListContext();
  const ctx = useAccessContext();
  const gates = listActions(descriptor, ctx);
  const [confirming, setConfirming] = useState(false);
  const [updating, setUpdating] = useState(false);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [deleteMany, { isPending: deleting }] = useDeleteMany();
  const [updateMany] = useUpdateMany();
  const count = selectedIds.length;
  const menuId = useId();
  const extras = (descriptor.list?.bulkActions ?? []).filter(
    (a) => !descriptor.readOnly && hasPerm(ctx.perms, permissionOf(descriptor, a.perm ?? 'change')),
  );
  const declared = usePlacedActions(descriptor, 'header', { selected: count, bulk: true });
  const { runner, element: runnerElement } = useListRunner(descriptor);
  const runDeclared = (a: PlacedAction) => {
    setMenu(null);
    runner.start(a.spec, { ids: selectedIds });
  };
  const hasItems =
    gates.bulkDelete !== 'hidden' ||
    gates.bulkUpdate !== 'hidden' ||
    extras.length > 0 ||
    declared.length > 0;

  const onDelete = () =>
    deleteMany(
      resource,
      { ids: selectedIds },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConfirming(false);
          notify('pages.notify.bulk_deleted', {
            type: 'success',
            messageArgs: { smart_count: count },
          });
          stepBack(count);
          unselectAll();
          refresh();
        },
        onError: (e) => {
          setConfirming(false);
          notify('pages.notify.bulk_delete_failed', {
            type: 'error',
            messageArgs: { error: (e as Error).message },
          });
        },
      },
    );

  const runExtra = (a: BulkAction) => {
    setMenu(null);
    updateMany(
      resource,
      { ids: selectedIds, data: a.patch },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('pages.notify.bulk_updated', { type: 'success' });
          unselectAll();
          refresh();
        },
        onError: (e) => notify(...noticeArgs(errorNotice(e), 'error')),
      },
    );
  };

  return (
    <>
      {hasItems && (
        <>
          <Button
            size="small"
            endIcon={<ArrowDropDownIcon />}
            disabled={!count}
            aria-haspopup="menu"
            aria-expanded={!!menu}
            aria-controls={menu ? menuId : undefined}
            onClick={(e) => setMenu(e.currentTarget)}
          >
            {translate('pages.bulk.actions', { smart_count: count })}
          </Button>
          <Menu id={menuId} anchorEl={menu} open={!!menu} onClose={() => setMenu(null)}>
            {gates.bulkDelete !== 'hidden' && (
              <MenuItem
                disabled={gates.bulkDelete === 'disabled'}
                sx={{ color: 'error.main' }}
                onClick={() => {
                  setMenu(null);
                  setConfirming(true);
                }}
              >
                {translate('pages.bulk.delete')}
              </MenuItem>
            )}
            {gates.bulkUpdate !== 'hidden' && (
              <MenuItem
                disabled={gates.bulkUpdate === 'disabled'}
                onClick={() => {
                  setMenu(null);
                  setUpdating(true);
                }}
              >
                {translate('pages.bulk.update')}
              </MenuItem>
            )}
            {extras.map((a) => (
              <MenuItem key={a.name} disabled={ctx.rootOrg} onClick={() => runExtra(a)}>
                {translate(a.label)}
              </MenuItem>
            ))}
            {declared.map((a) => (
              <ActionMenuItem
                key={a.spec.name}
                descriptor={descriptor}
                action={a}
                onRun={() => runDeclared(a)}
              />
            ))}
          </Menu>
        </>
      )}
      {runnerElement}
      {/* The bulk toolbar covers the header: export of the selection and the update template live here too. */}
      <ImportButton descriptor={descriptor} variant="text" />
      <ExportButton descriptor={descriptor} variant="text" />
      <ConfirmDialog
        isOpen={confirming}
        loading={deleting}
        title="pages.confirm.bulk_delete_title"
        content="pages.confirm.bulk_delete"
        contentTranslateOptions={{ smart_count: count }}
        confirmColor="warning"
        onConfirm={onDelete}
        onClose={() => setConfirming(false)}
      />
      {updating && (
        <WhenOpened open>
          <BulkUpdateDialog descriptor={descriptor} onClose={() => setUpdating(false)} />
        </WhenOpened>
      )}
    </>
  );
}
