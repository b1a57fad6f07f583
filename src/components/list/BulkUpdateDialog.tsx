/**
 * Update selected (docs/shell.md §10.2): a 70 %-wide dialog; tick the properties to change, give
 * their values, and one PATCH applies them to every selected row.
 */
import { useState } from 'react';
import {
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
} from '@mui/material';
import {
  Form,
  useListContext,
  useNotify,
  useRefresh,
  useResourceContext,
  useTranslate,
  useUnselectAll,
  useUpdateMany,
} from 'react-admin';
import type { ResourceDescriptor } from '../../../resources/types';
import { overrideOf } from '../../schema/layout';
import { initialValues } from '../../schema/values';
import { useSchema } from '../../schema/useSchema';
import { FieldInput } from '../inputs/FieldInput';
import { useFieldLabel } from '../resource/useFieldLabel';
import { errorNotice, noticeArgs } from '../notice';

export const BULK_UPDATE_DIALOG_WIDTH = '70%';

export function BulkUpdateDialog({
  descriptor,
  onClose,
}: {
  descriptor: ResourceDescriptor;
  onClose(): void;
}) {
  const resource = useResourceContext()!;
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource);
  const label = useFieldLabel(descriptor);
  const { selectedIds } = useListContext();
  const { data: fields } = useSchema(resource, 'PATCH');
  const [ticked, setTicked] = useState<string[]>([]);
  const [updateMany, { isPending }] = useUpdateMany();
  const names = (descriptor.list?.bulkUpdate ?? []).filter(
    (n) => fields?.[n] && !fields[n]!.read_only,
  );

  const submit = (values: Record<string, unknown>) => {
    if (!fields || !ticked.length) return;
    updateMany(
      resource,
      {
        ids: selectedIds,
        data: Object.fromEntries(ticked.filter((n) => n in values).map((n) => [n, values[n]])),
        // The provider sends them as the backend accepts them, by the fields shown here.
        meta: { fields },
      },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('pages.notify.bulk_updated', { type: 'success' });
          unselectAll();
          refresh();
          onClose();
        },
        onError: (e) =>
          notify(...noticeArgs(errorNotice(e, 'pages.notify.request_failed'), 'error')),
      },
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      slotProps={{ paper: { sx: { width: BULK_UPDATE_DIALOG_WIDTH, maxWidth: 'none' } } }}
      aria-labelledby="bulk-update-title"
    >
      <DialogTitle id="bulk-update-title">
        {translate('pages.bulk.update_title', { smart_count: selectedIds.length })}
      </DialogTitle>
      {fields && (
        <Form
          defaultValues={initialValues(
            Object.fromEntries(names.map((n) => [n, fields[n]!])),
            undefined,
          )}
          onSubmit={submit}
          id="bulk-update-form"
        >
          <DialogContent>
            <FormGroup row sx={{ mb: 2 }}>
              {names.map((n) => (
                <FormControlLabel
                  key={n}
                  label={label(n, fields[n])}
                  control={
                    <Checkbox
                      checked={ticked.includes(n)}
                      onChange={(e) =>
                        setTicked(e.target.checked ? [...ticked, n] : ticked.filter((t) => t !== n))
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
            <Box>
              {ticked.map((n) => (
                <FieldInput
                  key={n}
                  name={n}
                  label={label(n, fields[n])}
                  meta={fields[n]!}
                  override={overrideOf(descriptor, n)}
                  reference={descriptor.references?.[n]}
                />
              ))}
            </Box>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={!ticked.length || isPending}>
              {translate('ra.action.confirm')}
            </Button>
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
}
