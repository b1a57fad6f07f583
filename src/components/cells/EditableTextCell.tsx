/** Inline editable text: a pencil opens an input; Enter or leaving it PATCHes the one field. */
import { useState } from 'react';
import { IconButton, Stack, TextField } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { JmsDataProvider } from '../../../dataProvider';
import { detailUrl } from '../../../resources/types';
import { displayValue } from '../../schema/display';
import type { CellProps } from './cells';

export function EditableTextCell({ record, source, descriptor }: CellProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const current = typeof record[source] === 'string' ? (record[source] as string) : '';
  const [draft, setDraft] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (text: string) =>
      dataProvider.call('PATCH', detailUrl(descriptor, record.id as string), { [source]: text }),
    onSuccess: () => {
      notify('pages.notify.updated', { type: 'success' });
      refresh();
    },
    onError: (e: Error) => notify(e.message, { type: 'error' }),
  });
  const commit = () => {
    if (draft !== null && draft.trim() !== current) save.mutate(draft.trim());
    setDraft(null);
  };
  if (draft !== null) {
    return (
      <TextField
        size="small"
        autoFocus
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
          if (e.key === 'Escape') setDraft(null);
        }}
        slotProps={{ htmlInput: { 'aria-label': source } }}
      />
    );
  }
  return (
    <Stack direction="row" alignItems="center" spacing={0.5} component="span">
      <span>{displayValue(record[source], translate)}</span>
      <IconButton
        size="small"
        aria-label={translate('pages.action.edit_inline')}
        onClick={() => setDraft(current)}
      >
        <EditIcon fontSize="inherit" />
      </IconButton>
    </Stack>
  );
}
