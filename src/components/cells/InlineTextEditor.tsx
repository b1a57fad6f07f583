/**
 * The input of an inline editable text cell (EditableTextCell), loaded when a pencil is first
 * pressed: Enter or leaving it PATCHes that one field with the trimmed text (nothing when
 * unchanged), Escape gives up.
 */
import { useRef, useState } from 'react';
import { TextField } from '@mui/material';
import { useNotify, useRefresh, useUpdate } from 'react-admin';
import type { JmsMeta } from '../../../dataProvider';
import { resourceRoute, type ResourceDescriptor } from '../../../resources/types';
import { errorNotice, noticeArgs } from '../notice';

export function InlineTextEditor({
  record,
  source,
  descriptor,
  initial,
  label,
  onDone,
}: {
  record: Record<string, unknown>;
  source: string;
  descriptor: ResourceDescriptor;
  initial: string;
  /** The input's accessible name. */
  label: string;
  onDone(): void;
}) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [update] = useUpdate();
  const [draft, setDraft] = useState(initial);
  // Enter closes the input, which may also blur it: one edit, one PATCH.
  const open = useRef(true);
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
    const text = draft.trim();
    if (commit && text !== initial) void save(text);
    onDone();
  };
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
      slotProps={{ htmlInput: { 'aria-label': label } }}
    />
  );
}
