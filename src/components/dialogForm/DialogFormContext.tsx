/**
 * Where create and update open in a dialog (a `form.dialog` list, a relation tab with
 * `dialogForm`), the row and header buttons ask this context instead of linking to form pages.
 */
import { createContext, Suspense, useContext, useState, type ReactNode } from 'react';
import { useRefresh } from 'react-admin';
import type { AnyRecord, ResourceDescriptor } from '../../../resources/types';
import { onDemand } from '../../shell/onDemand';
import type { DialogFormTarget } from './ResourceFormDialog';

// The form machinery (react-hook-form, inputs) loads when a form opens, not with the list.
const ResourceFormDialog = onDemand(() => import('./ResourceFormDialog'), 'ResourceFormDialog');

export interface DialogForms {
  open(target: DialogFormTarget): void;
}

const Context = createContext<DialogForms | null>(null);

/** The dialog opener of the enclosing list, or null where forms are pages. */
export function useDialogForms(): DialogForms | null {
  return useContext(Context);
}

export function DialogFormProvider({
  descriptor,
  preset,
  parent,
  children,
}: {
  descriptor: ResourceDescriptor;
  preset?: AnyRecord;
  /** The record whose relation tab holds the forms (their `FieldContext.parent`). */
  parent?: AnyRecord;
  children: ReactNode;
}) {
  const refresh = useRefresh();
  const [target, setTarget] = useState<DialogFormTarget | null>(null);
  const [forms] = useState<DialogForms>(() => ({ open: setTarget }));
  return (
    <Context.Provider value={forms}>
      {children}
      {target && (
        <Suspense fallback={null}>
          <ResourceFormDialog
            key={target.mode === 'edit' ? `edit-${target.id}` : 'create'}
            descriptor={descriptor}
            target={target}
            preset={preset}
            parent={parent}
            onClose={() => setTarget(null)}
            onSaved={() => {
              setTarget(null);
              refresh();
            }}
          />
        </Suspense>
      )}
    </Context.Provider>
  );
}
