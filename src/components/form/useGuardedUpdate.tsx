/**
 * The save of an update form, the page's and the dialog's (docs/shell.md §9.2). Only the fields the
 * user changed are sent, as a PATCH; when nothing changed nothing is sent. The platform has no ETag:
 * where the record carries `date_updated`, the server's current record is read first, and when
 * someone else saved it after the form was loaded the user decides (reload it, dropping what they
 * typed; save their changes anyway; or go on editing) instead of overwriting it silently.
 */
import {
  useDataProvider,
  useEditContext,
  useNotify,
  useResourceContext,
  useSaveContext,
} from 'react-admin';
import type { FieldsMeta } from '../../../dataProvider';
import { changedFrom, toWire } from '../../../dataProvider/wire';
import type { AnyRecord, FieldContext, ResourceDescriptor } from '../../../resources/types';
import type { FormGroup } from '../../schema/layout';
import { changedValues } from '../../schema/submit';
import { errorNotice, noticeArgs } from '../notice';
import { useFieldLabel } from '../resource/useFieldLabel';
import { useConflictQuestion, type ConflictDecision } from './ConflictDialog';

export interface GuardedUpdateOptions {
  descriptor: ResourceDescriptor;
  fields: FieldsMeta;
  groups: FormGroup[];
  ctx: FieldContext;
  /** The form's initial values: what the user's changes are measured against. */
  initial: AnyRecord;
  /** Values fixed by the place the form opens from: sent with every change. */
  preset?: AnyRecord;
  /** Submitted with nothing changed (after saying so). */
  onUnchanged(): void;
}

/** Form fields whose value differs between two versions of the record. */
function changedBetween(
  groups: FormGroup[],
  fields: FieldsMeta,
  before: AnyRecord,
  after: AnyRecord,
): string[] {
  const pick = (r: AnyRecord) =>
    toWire(
      Object.fromEntries(groups.flatMap((g) => g.fields).map((f) => [f.name, r[f.name]])),
      fields,
    );
  return Object.keys(changedFrom(pick(after), pick(before)));
}

/** `onSubmit` for the update form, and the dialog it may open. */
export function useGuardedUpdate(opts: GuardedUpdateOptions) {
  const { descriptor, fields, groups, ctx, initial, preset, onUnchanged } = opts;
  const { record, refetch } = useEditContext();
  const { save } = useSaveContext();
  const dataProvider = useDataProvider();
  const resource = useResourceContext()!;
  const notify = useNotify();
  const label = useFieldLabel(descriptor);
  const { ask, dialog } = useConflictQuestion();

  /** Save, unless someone else saved the record since it was loaded: then the user decides. */
  async function decision(): Promise<ConflictDecision> {
    if (record?.date_updated === undefined) return 'save';
    const { data: current } = await dataProvider.getOne(resource, { id: record.id });
    if (current.date_updated === record.date_updated) return 'save';
    const changed = changedBetween(groups, fields, record, current);
    return ask(changed.map((name) => label(name, fields[name])));
  }

  async function onSubmit(values: AnyRecord) {
    const changes = changedValues(descriptor, fields, groups, { values, initial, ctx });
    if (!Object.keys(changes).length) {
      notify('pages.notify.unchanged', { type: 'info' });
      onUnchanged();
      return;
    }
    let decided: ConflictDecision;
    try {
      decided = await decision();
    } catch (error) {
      // The current record could not be read: nothing is saved, the form stays as it is.
      notify(...noticeArgs(errorNotice(error), 'error'));
      return;
    }
    if (decided === 'reload') void refetch();
    if (decided !== 'save') return;
    return save?.({ ...changes, ...preset }, { meta: { partial: true } });
  }

  return { onSubmit, dialog };
}
