/**
 * A descriptor's actions at their places: the list header (bulk ones in the selection's menu), the
 * detail page, and the entries a row merges with its own update/delete/clone. A disabled action
 * says why in a tooltip; each place offers the last task it started again ("View task log").
 */
import { createContext, useContext, type ReactNode } from 'react';
import { Button, IconButton, MenuItem, Tooltip } from '@mui/material';
import AssignmentIcon from '@mui/icons-material/Assignment';
import { useRecordContext, useTranslate } from 'react-admin';
import { useAccessContext, useProfile } from '../../../authProvider/hooks';
import type { ResourceDescriptor } from '../../../resources/types';
import type {
  ActionInput,
  ActionPlace,
  ActionSpec,
  AnyRecord,
} from '../../../resources/vocabulary';
import { actionIcon } from './ActionIcon';
import { actionLabel, actionsAt, actionState, type ActionState } from './actionRules';
import { useActionRunner, type ActionRunner } from './useActionRunner';

export interface PlacedAction {
  spec: ActionSpec;
  state: ActionState;
}

/** The actions shown at a place for a record or a selection, hidden ones left out. */
export function usePlacedActions(
  descriptor: ResourceDescriptor,
  place: ActionPlace,
  { record, selected, bulk }: { record?: AnyRecord; selected?: number; bulk?: boolean } = {},
): PlacedAction[] {
  const ctx = useAccessContext();
  const me = useProfile();
  return actionsAt(descriptor, place, bulk)
    .map((spec) => ({ spec, state: actionState(descriptor, spec, ctx, { record, selected, me }) }))
    .filter((a) => a.state.availability !== 'hidden');
}

interface ControlProps {
  descriptor: ResourceDescriptor;
  action: PlacedAction;
  onRun(): void;
  /** Names the record for assistive technology on rows ("Terminate <id>"). */
  subject?: string;
  /** In a row: an action with an icon shows only the icon, its label as the tooltip. */
  compact?: boolean;
}

/** A disabled control keeps its tooltip: MUI needs a wrapper that receives the pointer events. */
function WithReason({ reason, children }: { reason?: string; children: React.ReactElement }) {
  const translate = useTranslate();
  return reason ? (
    <Tooltip title={translate(reason)}>
      <span>{children}</span>
    </Tooltip>
  ) : (
    children
  );
}

export function ActionButton({ descriptor, action, onRun, subject, compact }: ControlProps) {
  const translate = useTranslate();
  const label = translate(actionLabel(descriptor, action.spec));
  const disabled = action.state.availability === 'disabled';
  const icon = actionIcon(action.spec.icon);
  if (compact && icon) {
    // The tooltip says the label, or why the action is disabled; the accessible name stays whole.
    return (
      <Tooltip title={action.state.reason ? translate(action.state.reason) : label}>
        <span>
          <IconButton
            size="small"
            color={action.spec.color ?? 'primary'}
            disabled={disabled}
            onClick={onRun}
            aria-label={subject ? `${label} ${subject}` : label}
          >
            {icon}
          </IconButton>
        </span>
      </Tooltip>
    );
  }
  return (
    <WithReason reason={action.state.reason}>
      <Button
        size="small"
        color={action.spec.color ?? 'primary'}
        startIcon={icon}
        disabled={disabled}
        onClick={onRun}
        aria-label={subject ? `${label} ${subject}` : undefined}
      >
        {label}
      </Button>
    </WithReason>
  );
}

export function ActionMenuItem({ descriptor, action, onRun }: ControlProps) {
  const translate = useTranslate();
  const disabled = action.state.availability === 'disabled';
  return (
    <WithReason reason={action.state.reason}>
      <MenuItem disabled={disabled} onClick={onRun}>
        {translate(actionLabel(descriptor, action.spec))}
      </MenuItem>
    </WithReason>
  );
}

/** "View task log" for the last task started at this place. */
export function TaskLogReopen({ runner, subject }: { runner: ActionRunner; subject?: string }) {
  const translate = useTranslate();
  if (!runner.lastTask) return null;
  const label = translate('actions.task_log.view');
  return (
    <Button
      size="small"
      startIcon={<AssignmentIcon />}
      onClick={runner.reopen}
      aria-label={subject ? `${label} ${subject}` : undefined}
    >
      {label}
    </Button>
  );
}

function PlaceActions({
  descriptor,
  actions,
  input,
  runner,
}: {
  descriptor: ResourceDescriptor;
  actions: PlacedAction[];
  input: Omit<ActionInput, 'values'>;
  runner: ActionRunner;
}) {
  return (
    <>
      {actions.map((a) => (
        <ActionButton
          key={a.spec.name}
          descriptor={descriptor}
          action={a}
          onRun={() => runner.start(a.spec, input)}
        />
      ))}
      <TaskLogReopen runner={runner} />
    </>
  );
}

const ListRunner = createContext<ActionRunner | null>(null);

/**
 * One runner for a list's header and its bulk toolbar: the toolbar goes away when a bulk action
 * clears the selection, and the task log it opened must stay (and be reopened from the header).
 */
export function ListActionRunner({
  descriptor,
  children,
}: {
  descriptor: ResourceDescriptor;
  children: ReactNode;
}) {
  const runner = useActionRunner(descriptor);
  return (
    <ListRunner.Provider value={runner}>
      {children}
      {runner.element}
    </ListRunner.Provider>
  );
}

/**
 * The list's runner (ListActionRunner's), else one of the caller's own: `element` (its dialogs)
 * is then the caller's to render; null when the list's runner renders them.
 */
export function useListRunner(descriptor: ResourceDescriptor): {
  runner: ActionRunner;
  shared: boolean;
  element: ReactNode;
} {
  // A list rendered without a ListActionRunner (a relation tab) runs its actions here.
  const own = useActionRunner(descriptor);
  const shared = useContext(ListRunner);
  return shared
    ? { runner: shared, shared: true, element: null }
    : { runner: own, shared: false, element: own.element };
}

/**
 * The list header's actions on the whole list, run by the list's `ListActionRunner`. Those on
 * the selection (`bulk`) are not here: they are in the bulk toolbar's Actions menu, which shows
 * once rows are selected (docs/shell.md §7.8), not as a row of disabled buttons.
 */
export function HeaderActions({ descriptor }: { descriptor: ResourceDescriptor }) {
  const { runner, element } = useListRunner(descriptor);
  const actions = usePlacedActions(descriptor, 'header', { selected: 0, bulk: false });
  return (
    <>
      <PlaceActions descriptor={descriptor} actions={actions} input={{ ids: [] }} runner={runner} />
      {element}
    </>
  );
}

/** The detail page's actions on its record. */
export function DetailDomainActions({ descriptor }: { descriptor: ResourceDescriptor }) {
  const record = useRecordContext();
  const runner = useActionRunner(descriptor);
  const actions = usePlacedActions(descriptor, 'detail', { record });
  if (!record) return null;
  return (
    <>
      <PlaceActions
        descriptor={descriptor}
        actions={actions}
        input={{ record, ids: [] }}
        runner={runner}
      />
      {runner.element}
    </>
  );
}
