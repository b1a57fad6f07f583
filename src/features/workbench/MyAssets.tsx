/**
 * The workbench's "my assets": the nodes granted to the user on the left (all assets first), the
 * granted assets of the chosen node on the right, searched and paged on the server, each with a
 * button that connects through the web terminal and a star marking it a favourite; the Favourites
 * node lists those.
 */
import SearchIcon from '@mui/icons-material/Search';
import TerminalIcon from '@mui/icons-material/Terminal';
import {
  Box,
  Button,
  Card,
  Grid,
  InputAdornment,
  List,
  ListItemButton,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { JmsDataProvider } from '../../../dataProvider';
import { useDebouncedValue } from '../../components/inputs/useDebouncedValue';
import { LoadError } from '../../components/LoadError';
import { PagedTable } from '../../components/PagedTable';
import { myAssets, myNodes, type GrantedAsset } from './api';
import { FAVOURITES_NODE, FavouriteStar } from './Favourites';

const PAGE_SIZE = 15;

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
  const { data, error, refetch } = useQuery({
    queryKey: ['jms', 'myAssets', 'nodes'],
    queryFn: () => myNodes(dataProvider),
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
      {error && <LoadError error={error} onRetry={refetch} sx={{ m: 1 }} />}
    </Card>
  );
}

export function MyAssetsTable({ node }: { node: string | null }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 400);
  const columns = ['name', 'address', 'platform', 'comment'] as const;
  return (
    <Box>
      <TextField
        size="small"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
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
      <PagedTable<GrantedAsset>
        label={translate('routes.pages.myAssets')}
        queryKey={['jms', 'myAssets', node, term]}
        load={(page, signal) => myAssets(dataProvider, node, page!, term, signal)}
        perPage={PAGE_SIZE}
        empty={translate(term ? 'shell.workbench.no_match' : 'shell.workbench.no_assets')}
        columns={[
          ...columns.map((c) => ({
            key: c,
            header: translate(`shell.workbench.columns.${c}`),
            render: (a: GrantedAsset) => (
              <Box component="span" sx={{ maxWidth: 260, wordBreak: 'break-word' }}>
                {labelOf(a[c]) || translate('app.value.empty')}
              </Box>
            ),
          })),
          {
            key: 'actions',
            header: translate('shell.workbench.columns.actions'),
            render: (a: GrantedAsset) => (
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
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
              </Box>
            ),
          },
        ]}
      />
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
