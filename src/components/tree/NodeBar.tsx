/**
 * What the side tree offers about its selected node: create, rename and delete (each by its
 * permission, with their dialogs), the node's menu, and the selection itself with its
 * "this node only" switch.
 */
import '../../../i18n/areas/tree';
import {
  Chip,
  FormControlLabel,
  IconButton,
  Stack,
  Switch,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslate } from 'react-admin';
import type { TreeSpec } from '../../../resources/vocabulary';
import { NameDialog } from '../dialogs/NameDialog';
import { DeleteDialog } from './NodeDialogs';
import { NodeMenu } from './NodeMenu';
import type { SelectedNode, TreeStatePatch } from './treeState';
import { useNodeActions } from './useNodeActions';

export function NodeActionsBar({
  tree,
  selected,
  change,
}: {
  tree: TreeSpec;
  selected: SelectedNode | null;
  change(patch: TreeStatePatch): void;
}) {
  const translate = useTranslate();
  const actions = useNodeActions(
    tree,
    selected,
    () => change({ node: null }),
    (value) => selected && change({ node: { ...selected, name: value } }),
  );
  const any = actions.canCreate || actions.canRename || actions.canDelete || selected?.uuid;
  return (
    <>
      {any && (
        <Stack direction="row" spacing={0.5}>
          {actions.canCreate && (
            <Tooltip title={translate('tree.actions.create')}>
              <IconButton
                size="small"
                aria-label={translate('tree.actions.create')}
                onClick={() => void actions.create()}
              >
                <AddIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          {actions.canRename && (
            <Tooltip title={translate('tree.actions.rename')}>
              <IconButton
                size="small"
                aria-label={translate('tree.actions.rename')}
                onClick={actions.rename}
              >
                <EditIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          {actions.canDelete && (
            <Tooltip title={translate('tree.actions.delete')}>
              <IconButton
                size="small"
                color="error"
                aria-label={translate('tree.actions.delete')}
                onClick={actions.remove}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          <NodeMenu tree={tree} node={selected} />
        </Stack>
      )}
      {actions.dialog?.kind === 'rename' && (
        <NameDialog
          title={translate('tree.rename.title')}
          label={translate('tree.rename.name')}
          initial={actions.dialog.value}
          onSave={actions.saveName}
          onClose={actions.closeDialog}
        />
      )}
      {actions.dialog?.kind === 'delete' && (
        <DeleteDialog
          name={actions.dialog.name}
          onConfirm={() => void actions.confirmDelete()}
          onClose={actions.closeDialog}
        />
      )}
    </>
  );
}

/** The selected node as the tree now names it, and the "this node only" switch. */
export function SelectedNodeChip({
  tree,
  name,
  currentOnly,
  change,
}: {
  tree: TreeSpec;
  name: string;
  currentOnly: boolean;
  change(patch: TreeStatePatch): void;
}) {
  const translate = useTranslate();
  return (
    <Stack spacing={0.5} sx={{ py: 0.5 }} alignItems="flex-start">
      <Chip
        size="small"
        label={translate('tree.selected', { name })}
        // A required tree's choice can be changed, not cleared.
        {...(!tree.required && { onDelete: () => change({ node: null }) })}
      />
      {tree.currentOnly && (
        <FormControlLabel
          control={
            <Switch
              size="small"
              checked={currentOnly}
              onChange={(e) => change({ currentOnly: e.target.checked })}
            />
          }
          label={<Typography variant="body2">{translate(tree.currentOnly.label)}</Typography>}
        />
      )}
    </Stack>
  );
}
