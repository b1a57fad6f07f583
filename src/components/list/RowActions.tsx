/**
 * A row's actions (update, delete, clone in that order, docs/shell.md §7.5, then the descriptor's
 * row actions): at most two shown, else the first one and ONE More menu holding all the others,
 * built-in and declared together in that same order (splitRowActions).
 * Availability comes from the auth layer's rules and the actions' own; a disabled action stays in
 * its place, disabled (in the menu too).
 *
 * A 100-row page shows a hundred of these, so a row holds only its buttons: the More menu exists
 * while it is open, and what running an action needs (the delete mutation, the confirmation, the
 * action runner and its dialogs) is mounted on the row's first action and stays for its task log.
 * Its buttons and links are plain elements styled once by the table (RowButton).
 *
 * The open menu is drawn again only when what it shows changes: a row renders again with every
 * answer of its list (a search applied after the menu opened brings each row as a new object) and
 * every change of the list's parameters, and MUI's menu re-measures and moves to its row after
 * each of its renders, so under load an open menu redrawn with every row kept moving under the
 * pointer.
 */
import { memo, useEffect, useState, type ReactNode } from 'react';
import { Menu, MenuItem } from '@mui/material';
import {
  type RaRecord,
  useDelete,
  useEvent,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { ConfirmDialog } from '../confirm/ConfirmDialog';
import { Link } from 'react-router';
import { rowActions, type RowAction, type RowActionName } from '../../../authProvider/access';
import type { ResourceDescriptor } from '../../../resources/types';
import { useDialogForms } from '../dialogForm/DialogFormContext';
import { hasScreen, resourcePath, rowActionScreen } from '../resource/paths';
import { useAccessContext } from '../../../authProvider/hooks';
import {
  ActionButton,
  ActionMenuItem,
  TaskLogReopen,
  useActionRunner,
  usePlacedActions,
  type PlacedAction,
} from '../actions';
import { useStepBackAfterDelete } from './useStepBack';
import { errorNotice, noticeArgs } from '../notice';
import { RowButton, useListSearch } from './RowLink';

export const MAX_INLINE_ROW_ACTIONS = 2;

/**
 * The row's entries (in their order) shown directly and those in its one More menu: two or fewer
 * are all shown; otherwise the first one is (the most used: update, or the descriptor's first row
 * action) and the rest go into the menu. A menu of one would be one click more for nothing.
 */
export function splitRowActions<T>(entries: T[]): { inline: T[]; more: T[] } {
  if (entries.length <= MAX_INLINE_ROW_ACTIONS) return { inline: entries, more: [] };
  return { inline: entries.slice(0, 1), more: entries.slice(1) };
}

const ROW = { display: 'flex', alignItems: 'center', gap: 4 } as const;

/** The list's query for what is drawn only for a moment (the More menu). */
function WithListSearch({ children }: { children(search: string): ReactNode }) {
  return children(useListSearch());
}

/**
 * The update link: it leads back to the list as it is (its query), so it alone reads the address
 * and re-renders when the list's query changes, not the whole row's actions.
 */
function UpdateLink({ path, label, name }: { path: string; label: string; name: string }) {
  const search = useListSearch();
  return (
    <RowButton to={`${path}${search}`} aria-label={`${label} ${name}`}>
      {label}
    </RowButton>
  );
}

type Entry =
  { builtIn: RowAction; domain?: undefined } | { domain: PlacedAction; builtIn?: undefined };

const LABELS: Record<RowActionName, string> = {
  update: 'pages.action.update',
  delete: 'pages.action.delete',
  clone: 'pages.action.clone',
};

export function RowActions({ descriptor }: { descriptor: ResourceDescriptor }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const ctx = useAccessContext();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  // Set by the row's first action; the runtime then stays mounted (its task log can be reopened).
  const [engaged, setEngaged] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // An action asked for, started by the runtime once it is there.
  const [toRun, setToRun] = useState<PlacedAction | null>(null);
  const domain = usePlacedActions(descriptor, 'row', { record });
  // Where forms open in a dialog, update opens it and clone (a page) is not offered.
  const dialogForms = useDialogForms();
  // Runs a row action by name (a domain action's, delete, update in a dialog), closing the menu:
  // one identity across renders, so the open menu skips the row's renders (RowMenu).
  const act = useEvent((key: string) => {
    setMenu(null);
    const d = domain.find((x) => x.spec.name === key);
    if (d) {
      setEngaged(true);
      setToRun(d);
    } else if (key === 'delete') {
      setEngaged(true);
      setConfirming(true);
    } else if (key === 'update' && record) dialogForms?.open({ mode: 'edit', id: record.id });
  });
  const closeMenu = useEvent(() => setMenu(null));
  if (!record) return null;
  const opens = (a: RowActionName) => {
    if (dialogForms) return a !== 'clone';
    const screen = rowActionScreen(a);
    return !screen || hasScreen(descriptor, screen);
  };
  const actions = rowActions(descriptor, ctx, record).filter(
    (a) => a.availability !== 'hidden' && opens(a.name),
  );

  const entries: Entry[] = [
    ...actions.map((a) => ({ builtIn: a })),
    ...domain.map((a) => ({ domain: a })),
  ];
  const name = String(record[descriptor.recordRepresentation ?? 'name'] ?? record.id);

  // The update link carries the list's query (search: the address's, read where it is drawn).
  const hrefOf = (a: RowActionName, search = ''): string | undefined => {
    if (dialogForms) return undefined;
    if (a === 'update') return `${resourcePath(descriptor, 'edit', record.id)}${search}`;
    if (a === 'clone')
      return `${resourcePath(descriptor, 'create')}?clone_from=${encodeURIComponent(String(record.id))}`;
    return undefined;
  };

  const button = (a: (typeof actions)[number]) => {
    const href = hrefOf(a.name);
    const disabled = a.availability === 'disabled';
    const label = translate(LABELS[a.name]);
    if (href && !disabled && a.name === 'update')
      return <UpdateLink key={a.name} path={href} label={label} name={name} />;
    return (
      <RowButton
        key={a.name}
        to={href}
        color={a.name === 'delete' ? 'error' : 'primary'}
        disabled={disabled}
        onClick={() => act(a.name)}
        aria-label={`${label} ${name}`}
      >
        {label}
      </RowButton>
    );
  };
  const { inline, more } = splitRowActions(entries);
  const inlineControl = (e: Entry) =>
    e.domain ? (
      <ActionButton
        key={e.domain.spec.name}
        descriptor={descriptor}
        action={e.domain}
        onRun={() => act(e.domain.spec.name)}
        subject={name}
        compact
      />
    ) : (
      button(e.builtIn)
    );

  return (
    <div style={ROW} onClick={(e) => e.stopPropagation()}>
      {inline.map(inlineControl)}
      {more.length > 0 && (
        <>
          <RowButton
            menu
            expanded={!!menu}
            onClick={(e) => setMenu(e.currentTarget)}
            aria-label={`${translate('pages.action.more')} ${name}`}
          >
            {translate('pages.action.more')}
          </RowButton>
          {menu && (
            <WithListSearch>
              {(search) => (
                <RowMenu
                  anchor={menu}
                  descriptor={descriptor}
                  items={more.map(({ builtIn: a, domain: d }) =>
                    d
                      ? { key: d.spec.name, domain: d }
                      : {
                          key: a.name,
                          label: translate(LABELS[a.name]),
                          href: hrefOf(a.name, search),
                          disabled: a.availability === 'disabled',
                        },
                  )}
                  onClose={closeMenu}
                  onPick={act}
                />
              )}
            </WithListSearch>
          )}
        </>
      )}
      {engaged && (
        <RowRuntime
          descriptor={descriptor}
          record={record}
          name={name}
          confirming={confirming}
          onConfirmed={() => setConfirming(false)}
          toRun={toRun}
          onStarted={() => setToRun(null)}
        />
      )}
    </div>
  );
}

/** An item of the More menu: a domain action, or a built-in one as it is shown. */
type MenuItemSpec =
  | { key: string; domain: PlacedAction }
  | { key: string; domain?: undefined; label: string; href?: string; disabled: boolean };

function sameItem(a: MenuItemSpec, b: MenuItemSpec): boolean {
  if (a.key !== b.key) return false;
  if (a.domain || b.domain)
    return (
      a.domain?.spec === b.domain?.spec &&
      a.domain?.state.availability === b.domain?.state.availability &&
      a.domain?.state.reason === b.domain?.state.reason
    );
  return a.label === b.label && a.href === b.href && a.disabled === b.disabled;
}

/** The open More menu: drawn again only when an item changes (see the head of this file). */
const RowMenu = memo(
  function RowMenu({
    anchor,
    descriptor,
    items,
    onClose,
    onPick,
  }: {
    anchor: HTMLElement;
    descriptor: ResourceDescriptor;
    items: MenuItemSpec[];
    onClose(): void;
    onPick(key: string): void;
  }) {
    return (
      <Menu anchorEl={anchor} open onClose={onClose}>
        {items.map((item) =>
          item.domain ? (
            <ActionMenuItem
              key={item.key}
              descriptor={descriptor}
              action={item.domain}
              onRun={() => onPick(item.key)}
            />
          ) : item.href && !item.disabled ? (
            // Closed on the way out: a page kept alive by the tabs bar comes back without it.
            <MenuItem key={item.key} component={Link} to={item.href} onClick={onClose}>
              {item.label}
            </MenuItem>
          ) : (
            <MenuItem key={item.key} disabled={item.disabled} onClick={() => onPick(item.key)}>
              {item.label}
            </MenuItem>
          ),
        )}
      </Menu>
    );
  },
  (a, b) =>
    a.anchor === b.anchor &&
    a.descriptor === b.descriptor &&
    a.onClose === b.onClose &&
    a.onPick === b.onPick &&
    a.items.length === b.items.length &&
    a.items.every((item, i) => sameItem(item, b.items[i]!)),
);

/** Deleting the row and running its actions: mounted on the row's first action. */
function RowRuntime({
  descriptor,
  record,
  name,
  confirming,
  onConfirmed,
  toRun,
  onStarted,
}: {
  descriptor: ResourceDescriptor;
  record: RaRecord;
  name: string;
  /** The delete confirmation is open. */
  confirming: boolean;
  /** The confirmation closes (cancelled or done). */
  onConfirmed(): void;
  toRun: PlacedAction | null;
  onStarted(): void;
}) {
  const resource = useResourceContext()!;
  const notify = useNotify();
  const refresh = useRefresh();
  const stepBack = useStepBackAfterDelete();
  const [remove, { isPending }] = useDelete();
  const runner = useActionRunner(descriptor);
  // Each action asked for starts once (also when the asking mounted this).
  useEffect(() => {
    if (!toRun) return;
    runner.start(toRun.spec, { record, ids: [] });
    onStarted();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new request starts an action
  }, [toRun]);
  const onDelete = () =>
    remove(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          onConfirmed();
          notify('pages.notify.deleted', { type: 'success' });
          stepBack(1);
          refresh();
        },
        onError: (e) => {
          onConfirmed();
          notify(...noticeArgs(errorNotice(e, 'pages.notify.delete_failed'), 'error'));
        },
      },
    );
  return (
    <>
      <ConfirmDialog
        isOpen={confirming}
        loading={isPending}
        title="pages.confirm.delete_title"
        content="pages.confirm.delete_one"
        contentTranslateOptions={{ name }}
        confirmColor="warning"
        onConfirm={onDelete}
        onClose={onConfirmed}
      />
      <TaskLogReopen runner={runner} subject={name} />
      {runner.element}
    </>
  );
}
