/**
 * A playbook's workspace (docs/domain.md §8.2, Lina's Workspace.vue): the playbook's file
 * tree beside an Ace YAML editor. `main.yml` opens first; files and
 * folders are created under the selected folder, renamed and deleted; Save writes the open file.
 * Unsaved changes are marked, and opening another file or leaving the page asks first.
 */
import '../../../i18n/areas/jobs';
import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolder';
import DeleteIcon from '@mui/icons-material/Delete';
import DriveFileRenameOutlineIcon from '@mui/icons-material/DriveFileRenameOutline';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import SaveIcon from '@mui/icons-material/Save';
import {
  Box,
  Button,
  Card,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  IconButton,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import AceEditor from 'react-ace';
import '../../components/inputs/aceNoWorker';
import 'ace-builds/src-noconflict/mode-yaml';
import 'ace-builds/src-noconflict/theme-github';
import { useAceTheme } from '../../components/inputs/aceTheme';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useBlocker } from 'react-router';
import type { JmsDataProvider } from '../../../dataProvider';
import { LoadError } from '../../components/LoadError';
import { errorNotice, noticeArgs } from '../../components/notice';
import {
  createPlaybookFile,
  deletePlaybookFile,
  playbookFile,
  playbookFiles,
  renamePlaybookFile,
  savePlaybookFile,
  type PlaybookNode as Node,
} from './api';

const MAIN = 'main.yml';

type Ask =
  | { kind: 'create'; dir: boolean }
  | { kind: 'rename'; node: Node }
  | { kind: 'delete'; node: Node }
  | { kind: 'discard'; then: () => void };

function renderTree(nodes: Node[], parent: string): ReactNode {
  return nodes
    .filter((n) => n.pId === parent)
    .map((n) => (
      <TreeItem key={n.id} itemId={n.id} label={n.name}>
        {n.isParent ? renderTree(nodes, n.id) : null}
      </TreeItem>
    ));
}

export function PlaybookWorkspace() {
  const record = useRecordContext();
  const translate = useTranslate();
  const aceTheme = useAceTheme();
  const notify = useNotify();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const queryClient = useQueryClient();
  const id = String(record?.id ?? '');
  const key = ['jms', 'playbook', id] as const;
  const [selected, setSelected] = useState<string>(MAIN);
  const [open, setOpen] = useState<string>(MAIN);
  // The edited text of the open file (a draft of another file is dropped when it is opened).
  const [draft, setDraft] = useState<{ key: string; text: string } | null>(null);
  const [ask, setAsk] = useState<Ask | null>(null);
  const [name, setName] = useState('');

  const tree = useQuery({
    queryKey: [...key, 'tree'],
    enabled: Boolean(record),
    queryFn: () => playbookFiles(dataProvider, id),
  });
  const file = useQuery({
    queryKey: [...key, 'file', open],
    enabled: Boolean(record),
    queryFn: () => playbookFile(dataProvider, id, open),
  });
  const saved = file.data?.content ?? '';
  const text = draft?.key === open ? draft.text : null;
  const dirty = text !== null && text !== saved;
  const setText = (t: string | null) => setDraft(t === null ? null : { key: open, text: t });

  // Leaving the page (in the app or the browser) with unsaved changes asks first.
  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    dirty ? currentLocation.pathname !== nextLocation.pathname : false,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const failed = (e: unknown) => notify(...noticeArgs(errorNotice(e), 'error'));
  // One mutation for every change of the workspace: its verb is given with each change.
  const call = useMutation({
    mutationFn: (change: () => Promise<unknown>) => change(),
    onError: failed,
  });
  const save = () =>
    call.mutate(() => savePlaybookFile(dataProvider, id, open, text ?? saved), {
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: [...key, 'file', open] });
        setText(null);
        notify('jobs.workspace.saved', { type: 'success' });
      },
    });

  const nodes = tree.data ?? [];
  const node = nodes.find((n) => n.id === selected);
  const folder = node?.isParent ? node.id : (node?.pId ?? 'root');
  const guarded = (then: () => void) => (dirty ? setAsk({ kind: 'discard', then }) : then());
  const choose = (id: string) => {
    setSelected(id);
    const n = nodes.find((x) => x.id === id);
    if (n && !n.isParent && id !== open) guarded(() => setOpen(id));
  };

  const confirm = () => {
    if (!ask) return;
    const done = () => {
      setAsk(null);
      void refresh();
    };
    if (ask.kind === 'discard') {
      setText(null);
      setAsk(null);
      ask.then();
    } else if (ask.kind === 'create')
      call.mutate(() => createPlaybookFile(dataProvider, id, folder, name, ask.dir), {
        onSuccess: (n) => {
          done();
          const created = n as Node;
          setSelected(created.id);
          if (!ask.dir) guarded(() => setOpen(created.id));
        },
      });
    else if (ask.kind === 'rename')
      call.mutate(() => renamePlaybookFile(dataProvider, id, ask.node, name), {
        onSuccess: () => {
          done();
          const parent = ask.node.pId === 'root' ? '' : `${ask.node.pId}/`;
          if (open === ask.node.id || open.startsWith(`${ask.node.id}/`))
            setOpen(parent + name + open.slice(ask.node.id.length));
          setSelected(parent + name);
        },
      });
    else
      call.mutate(() => deletePlaybookFile(dataProvider, id, ask.node.id), {
        onSuccess: () => {
          done();
          if (open === ask.node.id || open.startsWith(`${ask.node.id}/`)) setOpen(MAIN);
          setSelected(MAIN);
        },
      });
  };

  const canChange = node && node.id !== 'root' && node.id !== MAIN;
  const tool = (label: string, icon: ReactNode, onClick: () => void, disabled = false) => (
    <Tooltip title={translate(label)}>
      <span>
        <IconButton
          size="small"
          aria-label={translate(label)}
          onClick={onClick}
          disabled={disabled}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );

  return (
    <Grid container spacing={2} sx={{ mt: 1 }}>
      <Grid size={{ xs: 12, md: 3 }}>
        <Card variant="outlined" sx={{ p: 1 }}>
          <Stack direction="row" spacing={0.5}>
            {tool('jobs.workspace.new_file', <NoteAddIcon fontSize="small" />, () => {
              setName('');
              setAsk({ kind: 'create', dir: false });
            })}
            {tool('jobs.workspace.new_folder', <CreateNewFolderIcon fontSize="small" />, () => {
              setName('');
              setAsk({ kind: 'create', dir: true });
            })}
            {tool(
              'jobs.workspace.rename',
              <DriveFileRenameOutlineIcon fontSize="small" />,
              () => {
                setName(node!.name);
                setAsk({ kind: 'rename', node: node! });
              },
              !canChange,
            )}
            {tool(
              'jobs.workspace.delete',
              <DeleteIcon fontSize="small" />,
              () => setAsk({ kind: 'delete', node: node! }),
              !canChange,
            )}
          </Stack>
          {tree.error ? (
            <LoadError error={tree.error} onRetry={tree.refetch} />
          ) : (
            <SimpleTreeView
              aria-label={translate('jobs.workspace.files')}
              selectedItems={selected}
              onSelectedItemsChange={(_, id) => id && choose(id)}
              defaultExpandedItems={['root']}
              expansionTrigger="iconContainer"
            >
              {nodes
                .filter((n) => n.id === 'root')
                .map((r) => (
                  <TreeItem key="root" itemId="root" label={r.name}>
                    {renderTree(nodes, 'root')}
                  </TreeItem>
                ))}
            </SimpleTreeView>
          )}
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 9 }}>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontFamily: 'monospace' }}>
            {open}
          </Typography>
          {dirty && (
            <Chip size="small" color="warning" label={translate('jobs.workspace.unsaved')} />
          )}
          <Box sx={{ flex: 1 }} />
          <Button
            variant="contained"
            size="small"
            startIcon={<SaveIcon />}
            disabled={!dirty || call.isPending}
            onClick={save}
          >
            {translate('ra.action.save')}
          </Button>
        </Stack>
        <div
          role="group"
          aria-label={translate('jobs.workspace.editor')}
          data-testid="playbook-editor"
        >
          <AceEditor
            mode="yaml"
            theme={aceTheme}
            value={text ?? saved}
            onChange={setText}
            readOnly={file.isPending}
            width="100%"
            height="480px"
            fontSize={13}
            name="playbook-editor"
            setOptions={{ tabSize: 2, showPrintMargin: false }}
            commands={[{ name: 'save', bindKey: { win: 'Ctrl-S', mac: 'Command-S' }, exec: save }]}
          />
        </div>
      </Grid>
      <Dialog open={Boolean(ask)} onClose={() => setAsk(null)} maxWidth="xs" fullWidth>
        <DialogTitle>
          {ask &&
            translate(
              ask.kind === 'create'
                ? ask.dir
                  ? 'jobs.workspace.new_folder'
                  : 'jobs.workspace.new_file'
                : ask.kind === 'rename'
                  ? 'jobs.workspace.rename'
                  : ask.kind === 'delete'
                    ? 'jobs.workspace.delete'
                    : 'jobs.workspace.discard_title',
            )}
        </DialogTitle>
        <DialogContent>
          {ask?.kind === 'create' || ask?.kind === 'rename' ? (
            <TextField
              autoFocus
              fullWidth
              margin="dense"
              label={translate('jobs.workspace.name')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              onKeyDown={(e) => e.key === 'Enter' && confirm()}
            />
          ) : ask?.kind === 'delete' ? (
            translate('jobs.workspace.delete_confirm', { name: ask.node.id })
          ) : (
            translate('jobs.workspace.discard')
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsk(null)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={confirm} disabled={call.isPending}>
            {translate('ra.action.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={blocker.state === 'blocked'} onClose={() => blocker.reset?.()}>
        <DialogTitle>{translate('jobs.workspace.discard_title')}</DialogTitle>
        <DialogContent>{translate('jobs.workspace.discard')}</DialogContent>
        <DialogActions>
          <Button onClick={() => blocker.reset?.()}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" color="warning" onClick={() => blocker.proceed?.()}>
            {translate('jobs.workspace.leave')}
          </Button>
        </DialogActions>
      </Dialog>
    </Grid>
  );
}
