/**
 * Runs a descriptor's actions for one place (a row, the header, the detail page): the confirm,
 * the dialog form, the named dialog component, the call and what follows it (the notice, the
 * refresh, the task log dialog). `element` holds the dialogs and stays mounted when a menu that
 * started an action closes. The last task started here can be viewed again (`reopen`).
 */
import { Suspense, useState, type ReactNode } from 'react';
import { useDataProvider, useRefresh, useResourceContext, useUnselectAll } from 'react-admin';
import { ConfirmDialog } from '../confirm/ConfirmDialog';
import { useNavigate } from 'react-router';
import { JmsHttpError, type JmsDataProvider } from '../../../dataProvider';
import { refusalText } from '../../../dataProvider/errors';
import type { ResourceDescriptor } from '../../../resources/types';
import type { ActionInput, ActionSpec, AnyRecord } from '../../../resources/vocabulary';
import { featureComponent, type FeatureDialogProps } from '../../features/registry';
import { onDemand } from '../../shell/onDemand';
import {
  actionLabel,
  DEFAULT_DONE_MESSAGE,
  formDefaults,
  serverMessageOf,
  targetOf,
  taskIdOf,
} from './actionRules';
import { readAt, sendCall } from './sendCall';
import { settle } from './settle';
import { errorNotice, serverNotice, useNotifyNotice, type Notice } from '../notice';

// Forms and the task log load when an action opens them, not with every list.
const ActionFormDialog = onDemand(() => import('./ActionFormDialog'), 'ActionFormDialog');
const TaskLogDialog = onDemand(() => import('../taskLog/TaskLogDialog'), 'TaskLogDialog');

type Step = 'confirm' | 'form' | 'dialog';

interface Pending {
  spec: ActionSpec;
  input: ActionInput;
  step: Step;
}

export interface ActionRunner {
  start(spec: ActionSpec, input: Omit<ActionInput, 'values'>): void;
  /** The last task an action started here, to view its log again. */
  lastTask: string | null;
  reopen(): void;
  element: ReactNode;
}

/** A 400 body's messages by field (`{"port": "Number required"}`, `{"name": ["…"]}`). */
function fieldErrors(body: unknown, fields: readonly string[]): Record<string, string> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  const out: Record<string, string> = {};
  for (const name of fields) {
    const v = (body as AnyRecord)[name];
    const text = Array.isArray(v) ? v.filter((x) => typeof x === 'string').join(' ') : v;
    if (typeof text === 'string' && text) out[name] = text;
  }
  return out;
}

export function useActionRunner(descriptor: ResourceDescriptor): ActionRunner {
  const dataProvider = useDataProvider<JmsDataProvider>();
  const notifyNotice = useNotifyNotice();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const unselectAll = useUnselectAll(useResourceContext());
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [taskOpen, setTaskOpen] = useState(false);
  const [lastTask, setLastTask] = useState<string | null>(null);

  const close = () => {
    setPending(null);
    setServerErrors({});
  };

  const call = async ({ spec, input }: Pending) => {
    if (spec.run.kind !== 'call') return;
    // Without a selection an spm call would act on the server's whole filtered list.
    if (spec.run.spm && !input.ids.length) return close();
    const form = spec.run.form;
    setBusy(true);
    try {
      const answer = await sendCall(dataProvider, spec.run, input);
      close();
      const after = spec.after ?? {};
      const task = after.task ? taskIdOf(answer, after.task) : null;
      const server = after.message === 'server' ? serverMessageOf(answer) : null;
      const message: Notice | null =
        after.message === false
          ? null
          : server
            ? serverNotice(server)
            : {
                message:
                  after.message && after.message !== 'server'
                    ? after.message
                    : DEFAULT_DONE_MESSAGE,
              };
      // A 200 may still report a failure (a storage's connection test): then the notice is an error.
      const failed = after.failed?.(answer) ?? false;
      if (message) notifyNotice(message, failed ? 'error' : 'success');
      if (task) {
        setLastTask(task);
        setTaskOpen(true);
      }
      if (input.ids.length && after.unselect !== false) unselectAll();
      if (after.refresh !== false) refresh();
      if (after.settle) {
        const acted = input.record ? [input.record.id as string] : input.ids;
        void settle(after.settle, acted, (url) => readAt(dataProvider, url)).then(refresh);
      }
    } catch (e) {
      // A form keeps the server's messages on its fields; anything else is a notice.
      const errors =
        form && e instanceof JmsHttpError && e.status === 400
          ? fieldErrors(e.body, Object.keys(form.fields))
          : {};
      if (Object.keys(errors).length) setServerErrors(errors);
      else {
        if (!form) close();
        // A 400 without a form to hold it says its own words (`{"field": ["…"]}` included).
        const refusal = e instanceof JmsHttpError && e.status === 400 ? refusalText(e) : '';
        notifyNotice(refusal ? serverNotice(refusal) : errorNotice(e), 'error');
      }
    } finally {
      setBusy(false);
    }
  };

  /** The step after `from`: the confirm, then the form, then the call. */
  const proceed = (p: Pending, from?: Step) => {
    const { run } = p.spec;
    if (!from && p.spec.confirm) return setPending({ ...p, step: 'confirm' });
    if (run.kind === 'call' && run.form && from !== 'form')
      return setPending({
        ...p,
        step: 'form',
        input: { ...p.input, values: formDefaults(run.form, p.input) },
      });
    if (run.kind === 'call') return void call(p);
    close();
    if (run.kind === 'dialog') return setPending({ ...p, step: 'dialog' });
    if (run.kind === 'open')
      return void window.open(targetOf(run.url, p.input), '_blank', 'noopener');
    navigate(targetOf(run.to, p.input));
  };

  const start: ActionRunner['start'] = (spec, input) =>
    proceed({ spec, input: { ...input, values: {} }, step: 'confirm' });

  const record = pending?.input.record;
  const name = String(record?.[descriptor.recordRepresentation ?? 'name'] ?? record?.id ?? '');
  const label = pending ? actionLabel(descriptor, pending.spec) : '';
  const run = pending?.spec.run;
  const Dialog =
    pending?.step === 'dialog' && run?.kind === 'dialog'
      ? (featureComponent(run.component) as React.ComponentType<FeatureDialogProps>)
      : null;

  const element = (
    <>
      {pending?.step === 'confirm' && (
        <ConfirmDialog
          isOpen
          loading={busy}
          title={label}
          content={pending.spec.confirm!}
          translateOptions={{ name, smart_count: pending.input.ids.length }}
          contentTranslateOptions={{ name, smart_count: pending.input.ids.length }}
          confirmColor="warning"
          onConfirm={() => proceed(pending, 'confirm')}
          onClose={close}
        />
      )}
      {pending?.step === 'form' && run?.kind === 'call' && run.form && (
        <Suspense fallback={null}>
          <ActionFormDialog
            form={run.form}
            title={label}
            initial={pending.input.values}
            serverErrors={serverErrors}
            busy={busy}
            onSubmit={(values) => void call({ ...pending, input: { ...pending.input, values } })}
            onClose={close}
          />
        </Suspense>
      )}
      {Dialog && pending && (
        <Suspense fallback={null}>
          <Dialog record={pending.input.record} ids={pending.input.ids} onClose={close} />
        </Suspense>
      )}
      {taskOpen && lastTask && (
        <Suspense fallback={null}>
          <TaskLogDialog taskId={lastTask} onClose={() => setTaskOpen(false)} />
        </Suspense>
      )}
    </>
  );
  return { start, lastTask, reopen: () => setTaskOpen(true), element };
}
