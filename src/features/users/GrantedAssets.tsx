/**
 * The user detail's "Granted assets" (docs/domain.md §9.3, Lina's GrantedAssets): the nodes
 * granted to the user as a lazy tree on the left, the assets of the chosen node (all of them at
 * first) on the right, each with the accounts the user may use there and their actions.
 */
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
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { JmsDataProvider } from '../../../dataProvider';
import type { AnyRecord } from '../../../resources/vocabulary';
import { useDebouncedValue } from '../../components/inputs/useDebouncedValue';
import { LoadError } from '../../components/LoadError';
import { PagedTable } from '../../components/PagedTable';
import { grantedAccounts, grantedAssets, grantedNodes } from './api';

const PAGE = 15;

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

export function GrantedAssets() {
  const record = useRecordContext<AnyRecord>();
  const [node, setNode] = useState<Selected | null>(null);
  if (!record) return null;
  const userId = String(record.id);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 3 }}>
        <NodeTree userId={userId} selected={node?.id ?? null} onSelect={setNode} />
      </Grid>
      <Grid size={{ xs: 12, md: 9 }}>
        <AssetTable key={node?.id ?? 'all'} userId={userId} node={node} />
      </Grid>
    </Grid>
  );
}

function NodeTree({
  userId,
  selected,
  onSelect,
}: {
  userId: string;
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
          userId={userId}
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
  userId,
  nodeKey,
  depth,
  selected,
  onSelect,
}: {
  userId: string;
  nodeKey: string | null;
  depth: number;
  selected: string | null;
  onSelect(node: Selected | null): void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const [open, setOpen] = useState<Set<string>>(new Set());
  const { data, error, isPending, refetch } = useQuery({
    queryKey: ['grantedNodes', userId, nodeKey],
    queryFn: ({ signal }) => grantedNodes(dataProvider, userId, nodeKey, signal),
  });
  if (error) return <LoadError error={error} onRetry={refetch} sx={{ mx: 1 }} />;
  if (isPending)
    return (
      <CircularProgress
        size={16}
        sx={{ ml: 2 + depth * 2 }}
        aria-label={translate('app.loading')}
      />
    );
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
                userId={userId}
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

function AssetTable({ userId, node }: { userId: string; node: Selected | null }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const [search, setSearch] = useState('');
  const [accountsOf, setAccountsOf] = useState<Asset | null>(null);
  const term = useDebouncedValue(search.trim(), 400);
  const columns = ['name', 'address', 'platform'] as const;
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h2">
        {node ? node.name : translate('users.granted.assets')}
      </Typography>
      <TextField
        size="small"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder={translate('users.granted.search')}
        slotProps={{ htmlInput: { 'aria-label': translate('users.granted.search') } }}
        sx={{ width: 320, maxWidth: '100%' }}
      />
      <PagedTable<Asset>
        label={translate('users.granted.assets')}
        queryKey={['grantedAssets', userId, node?.id ?? null, term]}
        load={(page, signal) =>
          grantedAssets(dataProvider, userId, node?.id ?? null, page, term, signal)
        }
        perPage={PAGE}
        empty={translate('users.granted.no_assets')}
        columns={[
          ...columns.map((c) => ({
            key: c,
            header: translate(`users.granted.${c}`),
            render: (a: Asset) => labelOf(a[c]),
          })),
          {
            key: 'accounts',
            header: translate('users.granted.accounts'),
            render: (a: Asset) => (
              <Button
                size="small"
                aria-label={`${translate('users.granted.show_accounts')} ${a.name}`}
                onClick={() => setAccountsOf(a)}
              >
                {translate('users.granted.show_accounts')}
              </Button>
            ),
          },
        ]}
      />
      {accountsOf && (
        <AccountsDialog userId={userId} asset={accountsOf} onClose={() => setAccountsOf(null)} />
      )}
    </Stack>
  );
}

/** The accounts of one granted asset the user may use, with the actions allowed on each. */
function AccountsDialog({
  userId,
  asset,
  onClose,
}: {
  userId: string;
  asset: Asset;
  onClose(): void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<JmsDataProvider>();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="granted-accounts-title">
      <DialogTitle id="granted-accounts-title">
        {translate('users.granted.accounts_title', { name: asset.name })}
      </DialogTitle>
      <DialogContent dividers>
        <PagedTable<AnyRecord>
          label={translate('users.granted.accounts')}
          queryKey={['grantedAccounts', userId, asset.id]}
          load={(_, signal) => grantedAccounts(dataProvider, userId, asset.id, signal)}
          rowKey={(a) => String(a.alias)}
          empty={translate('users.granted.no_accounts')}
          columns={[
            {
              key: 'account',
              header: translate('users.granted.account'),
              render: (a) => String(a.name ?? a.alias),
            },
            { key: 'username', header: translate('users.granted.username') },
            {
              key: 'actions',
              header: translate('users.granted.actions'),
              render: (a) => (
                <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap>
                  {((a.actions as unknown[] | undefined) ?? []).map((act) => (
                    <Chip key={labelOf(act)} size="small" label={labelOf(act)} />
                  ))}
                </Stack>
              ),
            },
          ]}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('users.granted.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
