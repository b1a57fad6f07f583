/**
 * The workbench's "my assets": the nodes granted to the user on the left (all assets first), the
 * granted assets of the chosen node on the right, searched and paged on the server
 * (`/api/v1/perms/users/self/…`), each with a button that connects through the web terminal and
 * a star marking it a favourite; the Favourites node lists those.
 */
import { FixedPagination } from '../../components/FixedPagination';
import SearchIcon from '@mui/icons-material/Search';
import TerminalIcon from '@mui/icons-material/Terminal';
import {
  Alert,
  Box,
  Button,
  Card,
  CircularProgress,
  Grid,
  InputAdornment,
  List,
  ListItemButton,
  ListItemText,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { JmsDataProvider, JmsHttpError, Paginated } from '../../../dataProvider';
import { useDebouncedValue } from '../../components/inputs/useDebouncedValue';
import { FAVOURITES_NODE, FavouriteStar } from './Favourites';

export const MY_ASSETS_URL = '/api/v1/perms/users/self/assets/';
export const MY_NODES_URL = '/api/v1/perms/users/self/nodes/';
export const PAGE_SIZE = 15;

interface GrantedNode {
  id: string;
  key: string;
  value: string;
  full_value: string;
  assets_amount: number;
}

type Asset = Record<string, unknown> & { id: string; name: string; address: string };

const nodeAssetsUrl = (id: string) => `${MY_NODES_URL}${encodeURIComponent(id)}/assets/`;
const depthOf = (key: string) => key.split(':').length - 1;

function labelOf(v: unknown): string {
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return String(o.name ?? o.label ?? o.value ?? '');
  }
  return v === null || v === undefined ? '' : String(v);
}

function NodeList({
  selected,
  onSelect,
}: {
  selected: string | null;
  onSelect(id: string | null): void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const { data } = useQuery({
    queryKey: ['jms', 'myAssets', 'nodes'],
    queryFn: () =>
      dataProvider.call<GrantedNode[]>('GET', MY_NODES_URL, undefined, { silent: true }),
  });
  return (
    <Card variant="outlined">
      <List
        dense
        aria-label={translate('shell.workbench.nodes')}
        sx={{ maxHeight: 520, overflow: 'auto' }}
      >
        <ListItemButton selected={selected === null} onClick={() => onSelect(null)}>
          <ListItemText primary={translate('shell.workbench.all_assets')} />
        </ListItemButton>
        <ListItemButton
          selected={selected === FAVOURITES_NODE}
          onClick={() => onSelect(FAVOURITES_NODE)}
        >
          <ListItemText primary={translate('shell.workbench.favourites')} />
        </ListItemButton>
        {(data ?? []).map((n) => (
          <ListItemButton
            key={n.id}
            selected={selected === n.id}
            onClick={() => onSelect(n.id)}
            sx={{ pl: 2 + depthOf(n.key) * 2 }}
          >
            <ListItemText primary={n.value} />
            <Typography variant="caption" color="text.secondary">
              {n.assets_amount}
            </Typography>
          </ListItemButton>
        ))}
      </List>
    </Card>
  );
}

export function MyAssetsTable({ node }: { node: string | null }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const term = useDebouncedValue(search.trim(), 400);
  const url = node ? nodeAssetsUrl(node) : MY_ASSETS_URL;
  const query = new URLSearchParams({
    limit: String(PAGE_SIZE),
    offset: String(page * PAGE_SIZE),
    ...(term ? { search: term } : {}),
  });
  const { data, error, isPending } = useQuery({
    queryKey: ['jms', 'myAssets', url, query.toString()],
    queryFn: () =>
      dataProvider.call<Paginated<Asset>>('GET', `${url}?${query}`, undefined, { silent: true }),
    placeholderData: keepPreviousData,
  });
  const columns = ['name', 'address', 'platform', 'comment'] as const;
  return (
    <Box>
      <TextField
        size="small"
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          setPage(0);
        }}
        placeholder={translate('shell.workbench.search')}
        slotProps={{
          htmlInput: { 'aria-label': translate('shell.workbench.search') },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
        sx={{ mb: 1, width: 320, maxWidth: '100%' }}
      />
      {error ? (
        <Alert severity="error" role="alert">
          {translate('settings.form.load_failed', {
            error: (error as JmsHttpError).notice ?? error.message,
          })}
        </Alert>
      ) : isPending ? (
        <CircularProgress size={24} aria-label={translate('app.loading')} />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={translate('routes.pages.myAssets')}>
            <TableHead>
              <TableRow>
                {columns.map((c) => (
                  <TableCell key={c}>{translate(`shell.workbench.columns.${c}`)}</TableCell>
                ))}
                <TableCell>{translate('shell.workbench.columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.results.length === 0 && (
                <TableRow>
                  <TableCell colSpan={columns.length + 1} align="center">
                    <Typography variant="body2" color="text.secondary" sx={{ py: 3 }}>
                      {translate(term ? 'shell.workbench.no_match' : 'shell.workbench.no_assets')}
                    </Typography>
                  </TableCell>
                </TableRow>
              )}
              {data.results.map((a) => (
                <TableRow key={a.id} hover>
                  {columns.map((c) => (
                    <TableCell key={c} sx={{ maxWidth: 260, wordBreak: 'break-word' }}>
                      {labelOf(a[c]) || translate('app.value.empty')}
                    </TableCell>
                  ))}
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <FavouriteStar asset={a.id} name={a.name} />
                    <Button
                      size="small"
                      startIcon={<TerminalIcon />}
                      // An inactive asset cannot be connected to (Lina offers Connect only if active).
                      disabled={a.is_active === false}
                      href={`/luna/?login_to=${encodeURIComponent(a.id)}`}
                      target="_blank"
                      rel="noopener"
                    >
                      {translate('shell.workbench.connect')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <FixedPagination
            count={data.count}
            page={page}
            pageSize={PAGE_SIZE}
            onPageChange={setPage}
          />
        </TableContainer>
      )}
    </Box>
  );
}

export function MyAssetsPage() {
  const [node, setNode] = useState<string | null>(null);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 3 }}>
        <NodeList selected={node} onSelect={setNode} />
      </Grid>
      <Grid size={{ xs: 12, md: 9 }}>
        <MyAssetsTable key={node ?? 'all'} node={node} />
      </Grid>
    </Grid>
  );
}
