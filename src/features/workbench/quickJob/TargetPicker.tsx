/**
 * The quick job's targets: the user's own granted nodes and assets, searched on the server; assets are checked one by one, or a node as a whole (the backend runs
 * on the node's permitted assets).
 */
import '../../../../i18n/areas/jobs';
import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Button,
  Card,
  Checkbox,
  Chip,
  InputAdornment,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { JmsDataProvider } from '../../../../dataProvider';
import { useDebouncedValue } from '../../../components/inputs/useDebouncedValue';
import { LoadError } from '../../../components/LoadError';
import { myAssets, myNodes } from '../api';

export interface Targets {
  assets: Map<string, string>;
  nodes: Map<string, string>;
}

export const NO_TARGETS: Targets = { assets: new Map(), nodes: new Map() };
const PAGE = 50;

function toggled(map: Map<string, string>, id: string, name: string): Map<string, string> {
  const next = new Map(map);
  if (next.has(id)) next.delete(id);
  else next.set(id, name);
  return next;
}

export function TargetPicker({
  value,
  onChange,
}: {
  value: Targets;
  onChange(next: Targets): void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const [node, setNode] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 300);
  const nodes = useQuery({
    queryKey: ['jms', 'quickJob', 'nodes'],
    queryFn: () => myNodes(dataProvider),
  });
  const assets = useQuery({
    queryKey: ['jms', 'quickJob', 'assets', node, term],
    queryFn: ({ signal }) => myAssets(dataProvider, node, { page: 1, perPage: PAGE }, term, signal),
  });
  const depth = (key: string) => key.split(':').length - 1;

  return (
    <Card variant="outlined" sx={{ p: 1.5 }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 1 }}>
        <Typography variant="subtitle1" component="h2">
          {translate('jobs.quick.assets')}
        </Typography>
        <Chip
          size="small"
          label={translate('jobs.quick.selected', {
            assets: value.assets.size,
            nodes: value.nodes.size,
          })}
        />
      </Stack>
      <TextField
        size="small"
        fullWidth
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder={translate('jobs.quick.search_assets')}
        slotProps={{
          htmlInput: { 'aria-label': translate('jobs.quick.search_assets') },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <List
        dense
        aria-label={translate('shell.workbench.nodes')}
        sx={{ maxHeight: 200, overflow: 'auto' }}
      >
        <ListItem disablePadding>
          <ListItemButton selected={node === null} onClick={() => setNode(null)}>
            <ListItemText primary={translate('jobs.quick.all_assets')} />
          </ListItemButton>
        </ListItem>
        {(nodes.data ?? []).map((n) => (
          <ListItem key={n.id} disablePadding sx={{ pl: depth(n.key) * 2 }}>
            <ListItemIcon sx={{ minWidth: 0 }}>
              <Checkbox
                size="small"
                checked={value.nodes.has(n.id)}
                onChange={() => onChange({ ...value, nodes: toggled(value.nodes, n.id, n.value) })}
                slotProps={{
                  input: { 'aria-label': translate('jobs.quick.select_node', { name: n.value }) },
                }}
              />
            </ListItemIcon>
            <ListItemButton selected={node === n.id} onClick={() => setNode(n.id)}>
              <ListItemText primary={n.value} />
              <Typography variant="caption" color="text.secondary">
                {n.assets_amount}
              </Typography>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {(nodes.error || assets.error) && (
        <LoadError
          error={nodes.error ?? assets.error}
          onRetry={() => Promise.all([nodes.refetch(), assets.refetch()])}
          sx={{ my: 1 }}
        />
      )}
      <List
        dense
        aria-label={translate('jobs.quick.assets')}
        sx={{ maxHeight: 320, overflow: 'auto', borderTop: 1, borderColor: 'divider' }}
      >
        {assets.data?.results.length === 0 && (
          <Typography component="li" variant="body2" color="text.secondary" sx={{ p: 2 }}>
            {translate('jobs.quick.no_assets')}
          </Typography>
        )}
        {(assets.data?.results ?? []).map((a) => (
          <ListItem key={a.id} disablePadding>
            <ListItemButton
              role="checkbox"
              aria-checked={value.assets.has(a.id)}
              onClick={() => onChange({ ...value, assets: toggled(value.assets, a.id, a.name) })}
            >
              <ListItemIcon sx={{ minWidth: 0 }}>
                <Checkbox
                  size="small"
                  edge="start"
                  tabIndex={-1}
                  checked={value.assets.has(a.id)}
                  slotProps={{ input: { 'aria-hidden': true } }}
                />
              </ListItemIcon>
              <ListItemText primary={a.name} secondary={a.address} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {(value.assets.size > 0 || value.nodes.size > 0) && (
        <Box sx={{ textAlign: 'right' }}>
          <Button size="small" onClick={() => onChange(NO_TARGETS)}>
            {translate('jobs.quick.clear')}
          </Button>
        </Box>
      )}
    </Card>
  );
}
