/**
 * A row's actions (update, delete, clone in that order, shell-spec §2.5): at most two shown, else
 * the first one and a More menu. Availability comes from the auth layer's rules.
 */
import { useState } from 'react';
import { Button, Menu, MenuItem, Stack } from '@mui/material';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import {
  Confirm,
  useDelete,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { Link, useLocation } from 'react-router';
import { rowActions, type RowActionName } from '../../../authProvider/access';
import type { ResourceDescriptor } from '../../../resources/types';
import { hasScreen, resourcePath, rowActionScreen } from '../resource/paths';
import { useAccessContext } from '../../../authProvider/hooks';
import { useStepBackAfterDelete } from './useStepBack';

export const MAX_INLINE_ROW_ACTIONS = 2;

const LABELS: Record<RowActionName, string> = {
  update: 'pages.action.update',
  delete: 'pages.action.delete',
  clone: 'pages.action.clone',
};

export function RowActions({ descriptor }: { descriptor: ResourceDescriptor }) {
  const record = useRecordContext();
  const resource = useResourceContext()!;
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const location = useLocation();
  const stepBack = useStepBackAfterDelete();
  const ctx = useAccessContext();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [remove, { isPending }] = useDelete();
  if (!record) return null;
  const opens = (a: RowActionName) => {
    const screen = rowActionScreen(a);
    return !screen || hasScreen(descriptor, screen);
  };
  const actions = rowActions(descriptor, ctx, record).filter(
    (a) => a.availability !== 'hidden' && opens(a.name),
  );
  const name = String(record[descriptor.recordRepresentation ?? 'name'] ?? record.id);

  const hrefOf = (a: RowActionName): string | undefined => {
    if (a === 'update') return `${resourcePath(descriptor, 'edit', record.id)}${location.search}`;
    if (a === 'clone')
      return `${resourcePath(descriptor, 'create')}?clone_from=${encodeURIComponent(String(record.id))}`;
    return undefined;
  };
  const onDelete = () =>
    remove(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConfirming(false);
          notify('pages.notify.deleted', { type: 'success' });
          stepBack(1);
          refresh();
        },
        onError: (e) => {
          setConfirming(false);
          notify((e as Error).message || 'pages.notify.delete_failed', { type: 'error' });
        },
      },
    );

  const button = (a: (typeof actions)[number]) => {
    const href = hrefOf(a.name);
    const disabled = a.availability === 'disabled';
    const label = translate(LABELS[a.name]);
    return href && !disabled ? (
      <Button key={a.name} size="small" component={Link} to={href} aria-label={`${label} ${name}`}>
        {label}
      </Button>
    ) : (
      <Button
        key={a.name}
        size="small"
        color={a.name === 'delete' ? 'error' : 'primary'}
        disabled={disabled}
        onClick={a.name === 'delete' ? () => setConfirming(true) : undefined}
        aria-label={`${label} ${name}`}
      >
        {label}
      </Button>
    );
  };
  const inline = actions.length <= MAX_INLINE_ROW_ACTIONS ? actions : actions.slice(0, 1);
  const more = actions.length <= MAX_INLINE_ROW_ACTIONS ? [] : actions.slice(1);

  return (
    <Stack direction="row" spacing={0.5} onClick={(e) => e.stopPropagation()}>
      {inline.map(button)}
      {more.length > 0 && (
        <>
          <Button
            size="small"
            endIcon={<MoreHorizIcon />}
            onClick={(e) => setMenu(e.currentTarget)}
            aria-label={`${translate('pages.action.more')} ${name}`}
          >
            {translate('pages.action.more')}
          </Button>
          <Menu anchorEl={menu} open={!!menu} onClose={() => setMenu(null)}>
            {more.map((a) => {
              const href = hrefOf(a.name);
              const disabled = a.availability === 'disabled';
              return href && !disabled ? (
                // Closed on the way out: a page kept alive by the tabs bar comes back without it.
                <MenuItem key={a.name} component={Link} to={href} onClick={() => setMenu(null)}>
                  {translate(LABELS[a.name])}
                </MenuItem>
              ) : (
                <MenuItem
                  key={a.name}
                  disabled={disabled}
                  onClick={() => {
                    setMenu(null);
                    if (a.name === 'delete') setConfirming(true);
                  }}
                >
                  {translate(LABELS[a.name])}
                </MenuItem>
              );
            })}
          </Menu>
        </>
      )}
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title="pages.confirm.delete_title"
        content="pages.confirm.delete_one"
        contentTranslateOptions={{ name }}
        confirmColor="warning"
        onConfirm={onDelete}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
