/**
 * The user detail's "Granted assets" (domain-protocol-ops §4.3, Lina's GrantedAssets): the nodes
 * granted to the user as a lazy tree on the left, the assets of the chosen node (all of them at
 * first) on the right, each with the accounts the user may use there and their actions.
 */
import { FixedPagination } from '../../components/FixedPagination';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Box,
  Button,
  Card,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { JmsDataProvider, Paginated } from '../../../dataProvider';
import type { AnyRecord, TreeNodeData } from '../../../resources/vocabulary';
import { useDebouncedValue } from '../../components/inputs/useDebouncedValue';

const PAGE = 15;
export const grantedBase = (userId: string) => `/api/v1/perms/users/${encodeURIComponent(userId)}/`;

type Asset = AnyRecord & { id: string; name: string };
interface Selected {
  /** The node's UUID (the assets URL) and its label. */
  id: string;
  name: string;
}

const labelOf = (v: unknown): string =>
  v && typeof v === 'object'
    ? String((v as AnyRecord).name ?? (v as AnyRecord).label ?? (v as AnyRecord).value ?? '')
    : v === null || v === undefined
      ? ''
      : String(v);

function useCall() {
  return useDataProvider<JmsDataProvider>();
}

export function GrantedAssets() {
  const record = useRecordContext<AnyRecord>();
  const [node, setNode] = useState<Selected | null>(null);
  if (!record) return null;
  const base = grantedBase(String(record.id));
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 3 }}>
        <NodeTree base={base} selected={node?.id ?? null} onSelect={setNode} />
      </Grid>
      <Grid size={{ xs: 12, md: 9 }}>
        <AssetTable key={node?.id ?? 'all'} base={base} node={node} />
      </Grid>
    </Grid>
  );
}

function NodeTree({
  base,
  selected,
  onSelect,
}: {
  base: string;
  selected: string | null;
  onSelect(node: Selected | null): void;
}) {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <List
        dense
        aria-label={translate('users.granted.nodes')}
        sx={{ maxHeight: 520, overflow: 'auto' }}
      >
        <ListItemButton selected={selected === null} onClick={() => onSelect(null)}>
          <ListItemText primary={translate('users.granted.all_assets')} />
        </ListItemButton>
        <NodeChildren
          base={base}
          nodeKey={null}
          depth={0}
          selected={selected}
          onSelect={onSelect}
        />
      </List>
    </Card>
  );
}

/** One level of the tree, read when its parent opens (`?key=<parent key>`). */
function NodeChildren({
  base,
  nodeKey,
  depth,
  selected,
  onSelect,
}: {
  base: string;
  nodeKey: string | null;
  depth: number;
  selected: string | null;
  onSelect(node: Selected | null): void;
}) {
  const translate = useTranslate();
  const dataProvider = useCall();
  const [open, setOpen] = useState<Set<string>>(new Set());
  const { data, isPending } = useQuery({
    queryKey: ['grantedNodes', base, nodeKey],
    queryFn: ({ signal }) =>
      dataProvider.call<TreeNodeData[]>('GET', `${base}nodes/children/tree/`, undefined, {
        signal,
        silent: true,
        query: { cache_policy: '1', ...(nodeKey ? { key: nodeKey } : {}) },
      }),
  });
  if (isPending) return <CircularProgress size={16} sx={{ ml: 2 + depth * 2 }} />;
  return (
    <>
      {(data ?? []).map((n) => {
        const uuid = String(n.meta?.data?.id ?? n.id);
        const expanded = open.has(n.id);
        const toggle = () =>
          setOpen((s) => {
            const next = new Set(s);
            if (next.has(n.id)) next.delete(n.id);
            else next.add(n.id);
            return next;
          });
        return (
          <Box key={n.id}>
            <ListItemButton
              selected={selected === uuid}
              onClick={() => onSelect({ id: uuid, name: n.name })}
              sx={{ pl: 1 + depth * 2 }}
            >
              {n.isParent ? (
                <IconButton
                  size="small"
                  aria-label={translate('users.granted.expand', { name: n.name })}
                  aria-expanded={expanded}
                  onClick={(e) => {
                    e.stopPropagation();
                    toggle();
                  }}
                >
                  {expanded ? (
                    <ExpandMoreIcon fontSize="small" />
                  ) : (
                    <ChevronRightIcon fontSize="small" />
                  )}
                </IconButton>
              ) : (
                <Box sx={{ width: 34 }} />
              )}
              <ListItemText primary={n.name} />
            </ListItemButton>
            {expanded && (
              <NodeChildren
                base={base}
                nodeKey={n.id}
                depth={depth + 1}
                selected={selected}
                onSelect={onSelect}
              />
            )}
          </Box>
        );
      })}
    </>
  );
}

function AssetTable({ base, node }: { base: string; node: Selected | null }) {
  const translate = useTranslate();
  const dataProvider = useCall();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [accountsOf, setAccountsOf] = useState<Asset | null>(null);
  const term = useDebouncedValue(search.trim(), 400);
  const url = node ? `${base}nodes/${encodeURIComponent(node.id)}/assets/` : `${base}assets/`;
  const { data, isPending } = useQuery({
    queryKey: ['grantedAssets', url, term, page],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      dataProvider.call<Paginated<Asset>>('GET', url, undefined, {
        signal,
        silent: true,
        query: {
          cache_policy: '1',
          limit: PAGE,
          offset: page * PAGE,
          ...(term ? { search: term } : {}),
        },
      }),
  });
  const columns = ['name', 'address', 'platform'] as const;
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h2">
        {node ? node.name : translate('users.granted.assets')}
      </Typography>
      <TextField
        size="small"
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          setPage(0);
        }}
        placeholder={translate('users.granted.search')}
        slotProps={{ htmlInput: { 'aria-label': translate('users.granted.search') } }}
        sx={{ width: 320, maxWidth: '100%' }}
      />
      {isPending ? (
        <CircularProgress size={24} aria-label={translate('app.loading')} />
      ) : (
        <Paper variant="outlined">
          <Table size="small" aria-label={translate('users.granted.assets')}>
            <TableHead>
              <TableRow>
                {columns.map((c) => (
                  <TableCell key={c}>{translate(`users.granted.${c}`)}</TableCell>
                ))}
                <TableCell>{translate('users.granted.accounts')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {!data?.results.length && (
                <TableRow>
                  <TableCell colSpan={columns.length + 1} align="center">
                    {translate('users.granted.no_assets')}
                  </TableCell>
                </TableRow>
              )}
              {data?.results.map((a) => (
                <TableRow key={a.id} hover>
                  {columns.map((c) => (
                    <TableCell key={c}>{labelOf(a[c])}</TableCell>
                  ))}
                  <TableCell>
                    <Button
                      size="small"
                      aria-label={`${translate('users.granted.show_accounts')} ${a.name}`}
                      onClick={() => setAccountsOf(a)}
                    >
                      {translate('users.granted.show_accounts')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <FixedPagination
            count={data?.count ?? 0}
            page={page}
            pageSize={PAGE}
            onPageChange={setPage}
          />
        </Paper>
      )}
      {accountsOf && (
        <AccountsDialog base={base} asset={accountsOf} onClose={() => setAccountsOf(null)} />
      )}
    </Stack>
  );
}

/** The accounts of one granted asset the user may use, with the actions allowed on each. */
function AccountsDialog({ base, asset, onClose }: { base: string; asset: Asset; onClose(): void }) {
  const translate = useTranslate();
  const dataProvider = useCall();
  const { data, isPending } = useQuery({
    queryKey: ['grantedAccounts', base, asset.id],
    queryFn: ({ signal }) =>
      dataProvider.call<AnyRecord[]>(
        'GET',
        `${base}assets/${encodeURIComponent(asset.id)}/accounts/`,
        undefined,
        { signal, silent: true },
      ),
  });
  const rows = Array.isArray(data) ? data : [];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="granted-accounts-title">
      <DialogTitle id="granted-accounts-title">
        {translate('users.granted.accounts_title', { name: asset.name })}
      </DialogTitle>
      <DialogContent dividers>
        {isPending ? (
          <CircularProgress size={20} aria-label={translate('app.loading')} />
        ) : rows.length ? (
          <Table size="small" aria-label={translate('users.granted.accounts')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('users.granted.account')}</TableCell>
                <TableCell>{translate('users.granted.username')}</TableCell>
                <TableCell>{translate('users.granted.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((a) => (
                <TableRow key={String(a.alias)}>
                  <TableCell>{String(a.name ?? a.alias)}</TableCell>
                  <TableCell>{String(a.username ?? '')}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap>
                      {((a.actions as unknown[] | undefined) ?? []).map((act) => (
                        <Chip key={labelOf(act)} size="small" label={labelOf(act)} />
                      ))}
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <Typography>{translate('users.granted.no_accounts')}</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('users.granted.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
