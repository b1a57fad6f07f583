/**
 * The selected asset node's other actions (Lina's tree menu, docs/domain.md §2.5, §3.1):
 * add assets to it, move assets to it (out of every other node), remove assets from it (picked
 * among its direct members), move other nodes under it (Lina's drag and drop), and the node's
 * connectivity test and hardware refresh, and the organisation's assets amount check, each
 * followed in the task log dialog; and the node's information (docs/domain.md §2.7). Offered with
 * their permissions; those that change something never in the root organisation.
 */
import { useState } from 'react';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/PlaylistAdd';
import RemoveIcon from '@mui/icons-material/PlaylistRemove';
import MoreIcon from '@mui/icons-material/MoreVert';
import NetworkCheckIcon from '@mui/icons-material/NetworkCheck';
import RefreshIcon from '@mui/icons-material/Refresh';
import CountIcon from '@mui/icons-material/Numbers';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import MoveIcon from '@mui/icons-material/DriveFileMove';
import MoveNodesIcon from '@mui/icons-material/AccountTree';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { hasPerm } from '../../../authProvider/permissions';
import { useAccessContext } from '../../../authProvider/hooks';
import { refusalText } from '../../../dataProvider/errors';
import type { TreeSpec } from '../../../resources/vocabulary';
import { RelationPickerDialog } from '../relations/RelationPickerDialog';
import { TaskLogDialog } from '../taskLog';
import {
  ASSETS_URL,
  changeNodeAssets,
  checkAssetsAmount,
  moveNodesUnder,
  readNode,
  refreshTree,
  runNodeTask,
} from './treeApi';
import { NodeInfoDialog } from './NodeDialogs';
import type { SelectedNode } from './treeState';

type Item =
  | 'add_assets'
  | 'replace_assets'
  | 'remove_assets'
  | 'move_nodes'
  | 'test'
  | 'refresh'
  | 'check_amount'
  | 'info';
/** Which picker is open: assets added, moved here or removed, or nodes moved under this one. */
type Picking = 'add' | 'replace' | 'remove' | 'nodes';

/**
 * Each entry's permission (the node API's own, docs/domain.md §2.5, §3.1), label and
 * icon; `reads` entries change nothing and are offered in the root organisation too.
 */
const ITEMS: { name: Item; perm: string; icon: typeof AddIcon; reads?: boolean }[] = [
  { name: 'add_assets', perm: 'assets.change_assetnodes', icon: AddIcon },
  { name: 'replace_assets', perm: 'assets.change_assetnodes', icon: MoveIcon },
  { name: 'remove_assets', perm: 'assets.change_assetnodes', icon: RemoveIcon },
  { name: 'move_nodes', perm: 'assets.change_node', icon: MoveNodesIcon },
  { name: 'test', perm: 'assets.test_assetconnectivity', icon: NetworkCheckIcon },
  { name: 'refresh', perm: 'assets.refresh_assethardwareinfo', icon: RefreshIcon },
  { name: 'check_amount', perm: 'assets.change_node', icon: CountIcon },
  { name: 'info', perm: 'assets.view_node', icon: InfoIcon, reads: true },
];

const PICKERS: Partial<Record<Item, Picking>> = {
  add_assets: 'add',
  replace_assets: 'replace',
  remove_assets: 'remove',
  move_nodes: 'nodes',
};
const ITEM_OF: Record<Picking, Item> = {
  add: 'add_assets',
  replace: 'replace_assets',
  remove: 'remove_assets',
  nodes: 'move_nodes',
};

export function NodeMenu({ tree, node }: { tree: TreeSpec; node: SelectedNode | null }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refreshList = useRefresh();
  const client = useQueryClient();
  const ctx = useAccessContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [picking, setPicking] = useState<Picking | null>(null);
  const [task, setTask] = useState<string | null>(null);
  const [info, setInfo] = useState(false);
  const spec = tree.nodeActions;
  const uuid = node?.uuid;
  if (!spec || !uuid) return null;
  const items = ITEMS.filter(
    (i) => spec.actions.includes(i.name) && hasPerm(ctx.perms, i.perm) && (i.reads || !ctx.rootOrg),
  );
  if (!items.length) return null;

  const run = async (item: Item) => {
    setAnchor(null);
    if (item === 'info') {
      setInfo(true);
      return;
    }
    const picker = PICKERS[item];
    if (picker) {
      setPicking(picker);
      return;
    }
    try {
      const answer = await (item === 'check_amount'
        ? checkAssetsAmount(spec.api)
        : runNodeTask(spec.api, uuid, item));
      if (answer?.task) setTask(answer.task);
    } catch (err) {
      notify(refusalText(err) || translate('app.http.server_error'), { type: 'error' });
    }
  };

  const move = async (how: Picking, ids: (string | number)[], labels: string[]) => {
    try {
      if (how === 'nodes') {
        // The console never moves a node under itself (the server would not refuse it,
        // docs/domain.md §2.5).
        const here = (await readNode(spec.api, uuid)).full_value;
        const own = labels.filter((path) => here === path || here.startsWith(`${path}/`));
        if (own.length) {
          notify('assetWorkspace.node.move_into_itself', {
            type: 'error',
            messageArgs: { names: own.join(', ') },
          });
          return;
        }
        await moveNodesUnder(spec.api, uuid, ids.map(String));
      } else {
        await changeNodeAssets(spec.api, uuid, how, ids.map(String));
      }
    } catch (err) {
      notify(refusalText(err) || translate('app.http.server_error'), { type: 'error' });
      return;
    }
    setPicking(null);
    notify(`assetWorkspace.node.done_${how}`, { type: 'success' });
    // As Lina: the tree (its counts) and the list are read again.
    await refreshTree(client, tree);
    refreshList();
  };

  return (
    <>
      <Tooltip title={translate('assetWorkspace.node.more')}>
        <IconButton
          size="small"
          aria-label={translate('assetWorkspace.node.more')}
          aria-haspopup="menu"
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <MoreIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {items.map(({ name, icon: Icon }) => (
          <MenuItem key={name} onClick={() => void run(name)}>
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate(`assetWorkspace.node.${name}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
      {picking && (
        <RelationPickerDialog
          key={picking}
          title={`assetWorkspace.node.${ITEM_OF[picking]}`}
          confirm={`assetWorkspace.node.confirm_${picking}`}
          options={
            picking === 'nodes'
              ? // Nodes named by their path, which tells whether one holds this node.
                { url: spec.api, label: 'full_value' }
              : {
                  url: ASSETS_URL,
                  label: 'name',
                  // Removing picks among the node's direct members (Lina:
                  // `assets/?node_id=<uuid>`).
                  ...(picking === 'remove' && {
                    query: { node_id: uuid, show_current_asset: '1' },
                  }),
                }
          }
          onClose={() => setPicking(null)}
          onPick={(ids, labels) => move(picking, ids, labels)}
        />
      )}
      {task && <TaskLogDialog taskId={task} onClose={() => setTask(null)} />}
      {info && <NodeInfoDialog api={spec.api} uuid={uuid} onClose={() => setInfo(false)} />}
    </>
  );
}
