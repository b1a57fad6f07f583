/**
 * Inline editable text (docs/shell.md §7.6): for holders of the row's update, a pencil opens an
 * input; Enter or leaving it PATCHes that one field with the trimmed text (nothing when unchanged),
 * Escape gives up.
 */
import { useRef, useState } from 'react';
import { IconButton, Stack, TextField } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { useNotify, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { rowActions } from '../../../authProvider/access';
import { useAccessContext } from '../../../authProvider/hooks';
import type { JmsMeta } from '../../../dataProvider';
import { resourceRoute } from '../../../resources/types';
import { displayValue } from '../../schema/display';
import { useFieldLabel } from '../resource/useFieldLabel';
import type { CellProps } from './cellProps';
import { errorNotice, noticeArgs } from '../notice';

export function EditableTextCell({ record, source, meta, descriptor }: CellProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const ctx = useAccessContext();
  const [update] = useUpdate();
  const current = typeof record[source] === 'string' ? (record[source] as string) : '';
  const [draft, setDraft] = useState<string | null>(null);
  // Enter closes the input, which may also blur it: one edit, one PATCH.
  const open = useRef(false);
  const save = (text: string) =>
    update(
      resourceRoute(descriptor),
      {
        id: record.id as string,
        data: { [source]: text },
        previousData: record,
        meta: { partial: true } satisfies JmsMeta,
      },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('pages.notify.updated', { type: 'success' });
          refresh();
        },
        onError: (e) => notify(...noticeArgs(errorNotice(e), 'error')),
      },
    );
  const close = (commit: boolean) => {
    if (!open.current) return;
    open.current = false;
    const text = (draft ?? '').trim();
    if (commit && text !== current) void save(text);
    setDraft(null);
  };
  const label = useFieldLabel(descriptor)(source, meta);
  const name = String(record[descriptor.recordRepresentation ?? 'name'] ?? record.id ?? '');
  const canEdit =
    rowActions(descriptor, ctx, record).find((a) => a.name === 'update')?.availability ===
    'enabled';

  if (draft !== null) {
    return (
      <TextField
        size="small"
        autoFocus
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={() => close(true)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') close(true);
          if (e.key === 'Escape') close(false);
        }}
        slotProps={{ htmlInput: { 'aria-label': `${label} ${name}` } }}
      />
    );
  }
  return (
    <Stack direction="row" alignItems="center" spacing={0.5} component="span">
      <span>{displayValue(record[source], translate)}</span>
      {canEdit && (
        <IconButton
          size="small"
          aria-label={`${translate('pages.action.edit_inline')} ${label} ${name}`}
          onClick={() => {
            open.current = true;
            setDraft(current);
          }}
        >
          <EditIcon fontSize="inherit" />
        </IconButton>
      )}
    </Stack>
  );
}
