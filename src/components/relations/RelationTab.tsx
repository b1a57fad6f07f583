/**
 * A detail tab listing another resource's rows related to this record (`RelationTab`): that
 * resource's columns and cells, its forms in a dialog when declared (with the record's values
 * preset), and the relation's add picker and remove of selected rows, each by its permission.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { Box, Button, CircularProgress, Stack, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import {
  ListBase,
  ListContextProvider,
  RefreshButton,
  ResourceContextProvider,
  useDataProvider,
  useList,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { ListPagination } from '../list/ListPagination';
import { ConfirmDialog } from '../confirm/ConfirmDialog';
import { listActions } from '../../../authProvider/access';
import { useAccessContext } from '../../../authProvider/hooks';
import { hasPerm } from '../../../authProvider/permissions';
import { JmsHttpError, type JmsDataProvider } from '../../../dataProvider';
import { answerRefusal } from '../../../dataProvider/errors';
import { descriptorNamed } from '../../../resources';
import {
  permissionOf,
  resourceRoute,
  type AnyRecord,
  type RelationEdit,
  type RelationTab as RelationTabSpec,
  type ResourceDescriptor,
} from '../../../resources/types';
import { listLayout } from '../../schema/layout';
import { useSchema } from '../../schema/useSchema';
import { DialogFormProvider, useDialogForms } from '../dialogForm/DialogFormContext';
import { ResourceTable } from '../list/ResourceTable';
import { useFieldLabel } from '../resource/useFieldLabel';
import { fillTemplate, ROOT_ORG_REASON } from '../actions/actionRules';
import { sendCall } from '../actions/sendCall';
import { errorNotice, noticeArgs } from '../notice';
import { RelationPickerDialog } from './RelationPickerDialog';

export const RELATION_PAGE_SIZE = 15;

/** The relation's add or remove is offered: its permission, else change on the detail's resource. */
function canEdit(
  edit: RelationEdit | undefined,
  parent: ResourceDescriptor,
  perms: ReadonlySet<string> | readonly string[],
): edit is RelationEdit {
  return !!edit && hasPerm(perms, edit.perm ?? permissionOf(parent, 'change'));
}

/**
 * Runs a relation edit for these ids (one call, or one per id). An error answer rejects, and so
 * does a refusal in a 2xx answer (`failed`), with the refusal's words as the error's notice; the
 * caller tells it (the calls are silent).
 */
function useRelationCall() {
  const dataProvider = useDataProvider<JmsDataProvider>();
  return async (edit: RelationEdit, record: AnyRecord, ids: readonly (string | number)[]) => {
    for (const batch of edit.each ? ids.map((id) => [id]) : [ids]) {
      const answer = await sendCall(dataProvider, edit.call, { record, ids: batch, values: {} });
      if (edit.failed?.(answer)) {
        const words = answerRefusal(answer);
        throw new JmsHttpError(words || 'app.http.request_failed', 200, answer);
      }
    }
  };
}

export function RelationTab({
  tab,
  parent,
  record,
}: {
  tab: RelationTabSpec;
  parent: ResourceDescriptor;
  record: AnyRecord;
}) {
  const target = descriptorNamed(tab.resource);
  const descriptor = useMemo<ResourceDescriptor>(
    () =>
      tab.columns ? { ...target, list: { ...target.list, columns: [...tab.columns] } } : target,
    [target, tab.columns],
  );
  const resource = resourceRoute(target);
  const filter = tab.filter(record);
  const preset = useMemo(() => tab.dialogForm?.defaults(record), [tab, record]);
  const content = (
    <RelationBody tab={tab} parent={parent} descriptor={descriptor} record={record} />
  );
  // Nothing related (an empty group): no request, an empty table with its Add button.
  const body =
    filter === null ? (
      <NothingRelated>{content}</NothingRelated>
    ) : (
      <ListBase
        resource={resource}
        filter={filter}
        perPage={RELATION_PAGE_SIZE}
        sort={target.list?.sort}
        disableSyncWithLocation
        storeKey={false}
        queryOptions={{
          meta: tab.url
            ? { url: fillTemplate(tab.url, { record, ids: [], values: {} }) }
            : undefined,
        }}
      >
        {content}
      </ListBase>
    );
  return (
    <ResourceContextProvider value={resource}>
      {preset ? (
        <DialogFormProvider descriptor={target} preset={preset} parent={record}>
          {body}
        </DialogFormProvider>
      ) : (
        body
      )}
    </ResourceContextProvider>
  );
}

function NothingRelated({ children }: { children: ReactNode }) {
  const list = useList<RaRecord>({ data: [], perPage: RELATION_PAGE_SIZE });
  return <ListContextProvider value={list}>{children}</ListContextProvider>;
}

function RelationBody({
  tab,
  parent,
  descriptor,
  record,
}: {
  tab: RelationTabSpec;
  parent: ResourceDescriptor;
  descriptor: ResourceDescriptor;
  record: AnyRecord;
}) {
  const translate = useTranslate();
  const ctx = useAccessContext();
  const dialogForms = useDialogForms();
  const resource = resourceRoute(descriptor);
  const { data: fields } = useSchema(resource, 'GET');
  const fieldLabel = useFieldLabel(descriptor);
  const [picking, setPicking] = useState(false);
  const layout = useMemo(
    () => (fields ? listLayout(descriptor, fields) : null),
    [descriptor, fields],
  );
  const canAdd = canEdit(tab.add, parent, ctx.perms) && !!tab.add?.options;
  // Rows of the current organisation cannot be made in the root (GLOBAL) one.
  const addBlocked = !!tab.add?.orgScoped && ctx.rootOrg;
  const canRemove = canEdit(tab.remove, parent, ctx.perms);
  const canCreate = !!dialogForms && listActions(descriptor, ctx).create === 'enabled';
  if (!fields || !layout) {
    return (
      <Box sx={{ p: 4, textAlign: 'center' }}>
        <CircularProgress size={24} aria-label="loading" />
      </Box>
    );
  }
  const label = (source: string) =>
    fieldLabel(source, fields[source] ?? descriptor.fields?.[source]?.virtual);
  return (
    <Box>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ py: 1 }}>
        {canCreate && (
          <Button
            variant="contained"
            size="small"
            startIcon={<AddIcon />}
            onClick={() => dialogForms.open({ mode: 'create' })}
          >
            {translate('pages.action.create')}
          </Button>
        )}
        {canAdd && (
          <Tooltip title={addBlocked ? translate(ROOT_ORG_REASON) : ''}>
            <span>
              <Button
                variant="contained"
                size="small"
                startIcon={<AddIcon />}
                disabled={addBlocked}
                onClick={() => setPicking(true)}
              >
                {translate('pages.relation.add')}
              </Button>
            </span>
          </Tooltip>
        )}
        <RefreshButton />
      </Stack>
      <ResourceTable
        descriptor={descriptor}
        fields={fields}
        layout={layout}
        label={label}
        storeKey={`${resource}.relation.datatable`}
        rowActions={!!dialogForms || !!tab.rowActions}
        bulkActionButtons={
          canRemove ? <RemoveSelected edit={tab.remove!} record={record} /> : false
        }
      />
      <ListPagination rowsPerPageOptions={[RELATION_PAGE_SIZE]} />
      {picking && tab.add?.options && (
        <AddPicker edit={tab.add} record={record} onClose={() => setPicking(false)} />
      )}
    </Box>
  );
}

function AddPicker({
  edit,
  record,
  onClose,
}: {
  edit: RelationEdit;
  record: AnyRecord;
  onClose(): void;
}) {
  const notify = useNotify();
  const refresh = useRefresh();
  const run = useRelationCall();
  return (
    <RelationPickerDialog
      options={edit.options!}
      onClose={onClose}
      onPick={async (ids) => {
        try {
          await run(edit, record, ids);
          notify('pages.relation.added', {
            type: 'success',
            messageArgs: { smart_count: ids.length },
          });
          onClose();
          refresh();
        } catch (e) {
          // The picker stays open for another choice.
          notify(...noticeArgs(errorNotice(e), 'error'));
        }
      }}
    />
  );
}

function RemoveSelected({ edit, record }: { edit: RelationEdit; record: AnyRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { selectedIds, onUnselectItems } = useListContext();
  const run = useRelationCall();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const count = selectedIds.length;
  const onConfirm = async () => {
    setBusy(true);
    try {
      await run(edit, record, selectedIds);
      notify('pages.relation.removed', { type: 'success', messageArgs: { smart_count: count } });
      onUnselectItems();
      refresh();
    } catch (e) {
      // A binding the server keeps (a user's last system role) says why.
      notify(...noticeArgs(errorNotice(e), 'error'));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  return (
    <>
      <Button
        size="small"
        color="error"
        startIcon={<LinkOffIcon />}
        onClick={() => setConfirming(true)}
      >
        {translate('pages.relation.remove')}
      </Button>
      <ConfirmDialog
        isOpen={confirming}
        loading={busy}
        title="pages.relation.remove_title"
        content="pages.relation.remove_confirm"
        translateOptions={{ smart_count: count }}
        contentTranslateOptions={{ smart_count: count }}
        confirmColor="warning"
        onConfirm={onConfirm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
