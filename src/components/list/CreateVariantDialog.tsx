/**
 * The choice a Create asks first (`list.createVariants`): the options grouped (an asset platform by
 * its category) and searchable; picking one opens that option's form with it preselected.
 */
import { useMemo, useState } from 'react';
import {
  Box,
  CircularProgress,
  Dialog,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemText,
  ListSubheader,
  TextField,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router';
import type { JmsDataProvider } from '../../../dataProvider';
import type { AnyRecord, CreateVariants } from '../../../resources/types';
import { LoadError } from '../LoadError';
import { selectedNodeUuid } from '../tree/treeState';

interface Choice {
  record: AnyRecord;
  label: string;
  group: string;
}

/** A key's text: a choice object's label, else the value itself. */
function textOf(value: unknown): string {
  if (value && typeof value === 'object' && 'label' in value) return String(value.label);
  return value === undefined || value === null ? '' : String(value);
}

function useChoices(options: CreateVariants['options']) {
  const dataProvider = useDataProvider<JmsDataProvider>();
  const translate = useTranslate();
  const remote = 'url' in options ? options : null;
  const query = useQuery({
    queryKey: ['createVariants', remote?.url, remote?.query],
    enabled: !!remote,
    queryFn: () => dataProvider.getListAt<AnyRecord>(remote!.url, { query: remote!.query }),
  });
  const choices = useMemo<Choice[] | undefined>(() => {
    if (!remote)
      return (options as readonly { value: string; label: string; group?: string }[]).map((o) => ({
        record: { ...o },
        label: translate(o.label),
        group: o.group ? translate(o.group) : '',
      }));
    if (!query.data) return undefined;
    return query.data.data.map((r) => ({
      record: r,
      label: textOf(r[remote.label ?? 'name']),
      group: remote.group ? textOf(r[remote.group]) : '',
    }));
  }, [options, remote, query.data, translate]);
  return { choices, error: query.error, retry: query.refetch };
}

export function CreateVariantDialog({
  variants,
  onClose,
}: {
  variants: CreateVariants;
  onClose(): void;
}) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const node = selectedNodeUuid(useLocation().search);
  const [search, setSearch] = useState('');
  const { choices, error, retry } = useChoices(variants.options);
  const groups = useMemo(() => {
    const wanted = search.trim().toLowerCase();
    const byGroup = new Map<string, Choice[]>();
    for (const c of choices ?? []) {
      if (wanted && !`${c.group} ${c.label}`.toLowerCase().includes(wanted)) continue;
      byGroup.set(c.group, [...(byGroup.get(c.group) ?? []), c]);
    }
    return [...byGroup.entries()];
  }, [choices, search]);
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="create-variant-title">
      <DialogTitle id="create-variant-title">{translate(variants.title)}</DialogTitle>
      <DialogContent dividers>
        <TextField
          autoFocus
          fullWidth
          size="small"
          label={translate('pages.search.label')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ mb: 1 }}
        />
        {error ? (
          <LoadError error={error} onRetry={() => retry()} />
        ) : !choices ? (
          <Box sx={{ p: 2, textAlign: 'center' }}>
            <CircularProgress size={24} aria-label="loading" />
          </Box>
        ) : (
          <List dense sx={{ maxHeight: 420, overflow: 'auto' }}>
            {groups.map(([group, items]) => (
              <li key={group}>
                <ul style={{ padding: 0 }}>
                  {group && <ListSubheader>{group}</ListSubheader>}
                  {items.map((c) => (
                    <ListItemButton
                      key={c.label + String(c.record.id ?? c.record.value)}
                      onClick={() => navigate(variants.to(c.record, { node }))}
                    >
                      <ListItemText primary={c.label} />
                    </ListItemButton>
                  ))}
                </ul>
              </li>
            ))}
          </List>
        )}
      </DialogContent>
    </Dialog>
  );
}
