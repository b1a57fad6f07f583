/**
 * The quick job editor's tools (docs/domain.md §8.8): open one of the user's saved commands
 * (ad-hoc commands of this organisation) into the editor, save the editor's command as one, and
 * the built-in variables a command may use. Open and save need the ad-hoc permissions the server
 * checks; the help needs none.
 */
import '../../../../i18n/areas/jobs';
import { useState } from 'react';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import SaveIcon from '@mui/icons-material/Save';
import HelpIcon from '@mui/icons-material/HelpOutline';
import { useQuery } from '@tanstack/react-query';
import { useCreate, useDataProvider, useGetList, useNotify, useTranslate } from 'react-admin';
import type { JmsDataProvider } from '../../../../dataProvider';
import { useAccessContext } from '../../../../authProvider/hooks';
import { hasPerm } from '../../../../authProvider/permissions';
import { JmsHttpError, silent } from '../../../../dataProvider';
import { descriptorNamed, resourceRoute } from '../../../../resources';
import { FixedPagination } from '../../../components/FixedPagination';
import { LoadError } from '../../../components/LoadError';
import { errorNotice, useNotifyNotice } from '../../../components/notice';
import { variablesHelp, type Module } from '../api';

const PAGE_SIZE = 10;
const adhocs = () => resourceRoute(descriptorNamed('adhocs'));

interface Adhoc {
  id: string;
  name: string;
  module: { value: string; label: string } | string;
  args: string;
  comment: string;
}

const moduleLabel = (m: Adhoc['module']) => (typeof m === 'object' ? m.label : m);

export interface CommandToolsProps {
  module: Module;
  command: string;
  /** Puts a saved command into the editor (the module stays as chosen). */
  onOpen(args: string): void;
}

type Open = 'open' | 'save' | 'help' | null;

export function CommandTools({ module, command, onOpen }: CommandToolsProps) {
  const translate = useTranslate();
  const { perms, rootOrg } = useAccessContext();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const tool = (name: Exclude<Open, null>, icon: React.ReactNode, disabled = false) => (
    <Tooltip title={translate(`jobs.quick.tools.${name}`)}>
      <span>
        <IconButton
          size="small"
          aria-label={translate(`jobs.quick.tools.${name}`)}
          disabled={disabled}
          onClick={() => setOpen(name)}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <Stack direction="row" spacing={0.5}>
      {hasPerm(perms, 'ops.view_adhoc') && tool('open', <FolderOpenIcon fontSize="small" />)}
      {hasPerm(perms, 'ops.add_adhoc') &&
        tool('save', <SaveIcon fontSize="small" />, rootOrg || !command.trim())}
      {tool('help', <HelpIcon fontSize="small" />)}
      {open === 'open' && (
        <OpenCommandDialog
          onClose={close}
          onPick={(args) => {
            onOpen(args);
            close();
          }}
        />
      )}
      {open === 'save' && <SaveCommandDialog module={module} args={command} onClose={close} />}
      {open === 'help' && <VariablesHelpDialog onClose={close} />}
    </Stack>
  );
}

/** The user's saved commands of this organisation, a page at a time; one click opens it. */
function OpenCommandDialog({ onClose, onPick }: { onClose(): void; onPick(args: string): void }) {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const { data, total, isPending, error, refetch } = useGetList<Adhoc & { id: string }>(adhocs(), {
    pagination: { page: page + 1, perPage: PAGE_SIZE },
    meta: silent.meta,
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="open-command-title">
      <DialogTitle id="open-command-title">{translate('jobs.quick.open.title')}</DialogTitle>
      <DialogContent dividers>
        {isPending ? (
          <CircularProgress size={24} aria-label={translate('app.loading')} />
        ) : error ? (
          <LoadError error={error} onRetry={refetch} />
        ) : !data?.length ? (
          <Typography color="text.secondary">{translate('jobs.quick.open.empty')}</Typography>
        ) : (
          <>
            <List dense aria-label={translate('jobs.quick.open.title')}>
              {data.map((a) => (
                <ListItemButton key={a.id} onClick={() => onPick(a.args)}>
                  <ListItemText
                    primary={a.name}
                    secondary={
                      <>
                        <Box component="span" sx={{ fontFamily: 'monospace' }}>
                          {`${moduleLabel(a.module)}: ${a.args}`}
                        </Box>
                        {a.comment ? ` — ${a.comment}` : ''}
                      </>
                    }
                  />
                </ListItemButton>
              ))}
            </List>
            <FixedPagination
              count={total ?? 0}
              page={page}
              pageSize={PAGE_SIZE}
              onPageChange={setPage}
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The name's own refusal (a 400 on `name`, e.g. one already used), else none. */
function nameError(error: unknown): string | null {
  if (!(error instanceof JmsHttpError) || error.status !== 400) return null;
  const body = error.body as { errors?: Record<string, unknown> } | null;
  const v = body?.errors?.name;
  return typeof v === 'string' ? v : Array.isArray(v) ? v.join(' ') : null;
}

/** Saves the editor's command under a name: `{name, module, args}`. */
function SaveCommandDialog({
  module,
  args,
  onClose,
}: {
  module: Module;
  args: string;
  onClose(): void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyNotice = useNotifyNotice();
  const [create, { isPending }] = useCreate();
  const [name, setName] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = () =>
    create(
      adhocs(),
      { data: { name: name.trim(), module, args }, meta: silent.meta },
      {
        onSuccess: () => {
          notify('jobs.quick.save.saved', { type: 'success' });
          onClose();
        },
        onError: (e) => {
          const words = nameError(e);
          if (words) setRefusal(words);
          else notifyNotice(errorNotice(e), 'error');
        },
      },
    );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="save-command-title">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (name.trim()) save();
        }}
      >
        <DialogTitle id="save-command-title">{translate('jobs.quick.save.title')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            required
            margin="dense"
            label={translate('jobs.quick.save.name')}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setRefusal(null);
            }}
            error={!!refusal}
            helperText={refusal ?? ' '}
            slotProps={{ htmlInput: { maxLength: 128 } }}
          />
          <Typography variant="caption" color="text.secondary" component="p">
            {translate(`jobs.quick.modules.${module}`)}
          </Typography>
          <Box
            component="pre"
            sx={{ m: 0, fontFamily: 'monospace', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
          >
            {args}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={isPending || !name.trim()}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The built-in variables, `{{ key }}`, and what each holds. */
function VariablesHelpDialog({ onClose }: { onClose(): void }) {
  const translate = useTranslate();
  const dp = useDataProvider<JmsDataProvider>();
  const help = useQuery({
    queryKey: ['workbench', 'variablesHelp'],
    queryFn: ({ signal }) => variablesHelp(dp, signal),
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="variables-help-title">
      <DialogTitle id="variables-help-title">{translate('jobs.quick.help.title')}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>
          {translate('jobs.quick.help.intro', { example: '{{ key }}' })}
        </DialogContentText>
        {help.isPending ? (
          <CircularProgress size={24} aria-label={translate('app.loading')} />
        ) : help.error ? (
          <LoadError error={help.error} onRetry={help.refetch} />
        ) : (
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, m: 0 }}
          >
            {Object.entries(help.data).map(([key, text]) => (
              <Box key={key} sx={{ display: 'contents' }}>
                <Box component="dt" sx={{ fontFamily: 'monospace' }}>{`{{ ${key} }}`}</Box>
                <Box component="dd" sx={{ m: 0 }}>
                  {text}
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
