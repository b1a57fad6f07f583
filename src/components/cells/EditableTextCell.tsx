/**
 * Inline editable text (docs/shell.md §7.6): for holders of the row's update, a pencil opens an
 * input (InlineTextEditor, whose code and mutation load with the first edit, not with every
 * list that shows such a cell).
 */
import { Suspense, useState } from 'react';
import { IconButton, Stack } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslate } from 'react-admin';
import { rowActions } from '../../../authProvider/access';
import { useAccessContext } from '../../../authProvider/hooks';
import { displayValue } from '../../schema/display';
import { onDemand } from '../../shell/onDemand';
import { useFieldLabel } from '../resource/useFieldLabel';
import type { CellProps } from './cellProps';

const InlineTextEditor = onDemand(() => import('./InlineTextEditor'), 'InlineTextEditor');

export function EditableTextCell({ record, source, meta, descriptor }: CellProps) {
  const translate = useTranslate();
  const ctx = useAccessContext();
  const [editing, setEditing] = useState(false);
  const label = useFieldLabel(descriptor)(source, meta);
  const name = String(record[descriptor.recordRepresentation ?? 'name'] ?? record.id ?? '');
  const text = <span>{displayValue(record[source], translate)}</span>;
  if (editing)
    return (
      <Suspense fallback={text}>
        <InlineTextEditor
          record={record}
          source={source}
          descriptor={descriptor}
          initial={typeof record[source] === 'string' ? (record[source] as string) : ''}
          label={`${label} ${name}`}
          onDone={() => setEditing(false)}
        />
      </Suspense>
    );
  const canEdit =
    rowActions(descriptor, ctx, record).find((a) => a.name === 'update')?.availability ===
    'enabled';
  return (
    <Stack direction="row" alignItems="center" spacing={0.5} component="span">
      {text}
      {canEdit && (
        <IconButton
          size="small"
          aria-label={`${translate('pages.action.edit_inline')} ${label} ${name}`}
          onClick={() => setEditing(true)}
        >
          <EditIcon fontSize="inherit" />
        </IconButton>
      )}
    </Stack>
  );
}
