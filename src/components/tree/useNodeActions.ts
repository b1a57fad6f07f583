/**
 * Create child, rename and delete on asset nodes (docs/domain.md §2.5): offered with the
 * node permissions and never in the root organisation (as Lina's tree menu). The tree is re-read
 * after each change; refusals show the server's own text.
 */
import '../../../i18n/areas/tree';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { hasPerm } from '../../../authProvider/permissions';
import { useAccessContext } from '../../../authProvider/hooks';
import type { TreeSpec } from '../../../resources/vocabulary';
import { noticeArgs, serverNotice } from '../notice';
import { refusalText } from '../../../dataProvider/errors';
import { createChildNode, deleteNode, refreshTree, renameNode } from './treeApi';
import type { SelectedNode } from './treeState';

export type NodeDialog =
  { kind: 'rename'; uuid: string; value: string } | { kind: 'delete'; uuid: string; name: string };

export interface NodeActions {
  canCreate: boolean;
  canRename: boolean;
  canDelete: boolean;
  create(): Promise<void>;
  rename(): void;
  remove(): void;
  dialog: NodeDialog | null;
  closeDialog(): void;
  saveName(value: string): Promise<string | null>;
  confirmDelete(): Promise<void>;
}

/** The node's value without the count the tree adds to its name (`Dev (12)` → `Dev`). */
function valueOf(name: string): string {
  return name.replace(/\s*\(\d+\)$/, '');
}

/** Acts on the selected node (`target`), known from the URL even before the tree is read. */
export function useNodeActions(
  tree: TreeSpec,
  target: SelectedNode | null,
  onDeleted: () => void,
  onRenamed: (value: string) => void,
): NodeActions {
  const ctx = useAccessContext();
  const client = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const [dialog, setDialog] = useState<NodeDialog | null>(null);
  const spec = tree.nodeActions;
  const uuid = target?.uuid;
  const allowed = (action: 'create' | 'rename' | 'delete', perm: string) =>
    !!spec &&
    !!uuid &&
    !ctx.rootOrg &&
    spec.actions.includes(action) &&
    hasPerm(ctx.perms, `${spec.perms.app}.${perm}_${spec.perms.model}`);
  const refusal = (err: unknown) => refusalText(err) || translate('app.http.server_error');

  return {
    canCreate: allowed('create', 'add'),
    canRename: allowed('rename', 'change'),
    canDelete: allowed('delete', 'delete'),
    dialog,
    closeDialog: () => setDialog(null),
    async create() {
      if (!spec || !uuid) return;
      try {
        const node = await createChildNode(spec.api, uuid);
        await refreshTree(client, tree);
        notify('tree.created', { type: 'success' });
        // As Lina: the new node's name is edited right away.
        setDialog({ kind: 'rename', uuid: node.id, value: node.value });
      } catch (err) {
        notify(...noticeArgs(serverNotice(refusal(err)), 'error'));
      }
    },
    rename() {
      if (target && uuid) setDialog({ kind: 'rename', uuid, value: valueOf(target.name) });
    },
    remove() {
      if (target && uuid) setDialog({ kind: 'delete', uuid, name: target.name });
    },
    async saveName(value) {
      if (!spec || dialog?.kind !== 'rename') return null;
      try {
        await renameNode(spec.api, dialog.uuid, value);
      } catch (err) {
        return refusal(err);
      }
      setDialog(null);
      if (dialog.uuid === uuid) onRenamed(value);
      await refreshTree(client, tree);
      notify('tree.renamed', { type: 'success' });
      return null;
    },
    async confirmDelete() {
      if (!spec || dialog?.kind !== 'delete') return;
      const deleted = dialog.uuid;
      setDialog(null);
      try {
        await deleteNode(spec.api, dialog.uuid);
      } catch (err) {
        notify(...noticeArgs(serverNotice(refusal(err)), 'error'));
        return;
      }
      if (deleted === uuid) onDeleted();
      await refreshTree(client, tree);
      notify('tree.delete.done', { type: 'success' });
    },
  };
}
