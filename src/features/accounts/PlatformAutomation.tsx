/**
 * A platform's Automation tab (docs/domain.md §3.6): which automation methods the
 * platform enables, each bounded by its type's constraints (`assets/categories/constraints/`).
 * Built-in platforms are read-only (the server answers 403 "Internal platform"); saving is a
 * PATCH of `automation`, offered to system administrators holding `assets.change_platform`,
 * as in Lina.
 */
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useAccessContext, useProfile } from '../../../authProvider/hooks';
import { hasPerm } from '../../../authProvider/permissions';
import { isSystemAdmin } from '../../../authProvider/profile';
import type { JmsDataProvider } from '../../../dataProvider';
import { LoadError } from '../../components/LoadError';
import { errorNotice, noticeArgs } from '../../components/notice';
import { platformConstraints, savePlatformAutomation } from './api';

/** The automation items Lina's form lists, in its order. */
const ITEMS = [
  'ping',
  'gather_facts',
  'push_account',
  'change_secret',
  'verify_account',
  'gather_accounts',
] as const;

type Automation = Record<string, unknown>;
type Method = { id: string; name: string };

const valueOf = (v: unknown): string =>
  String(v && typeof v === 'object' && 'value' in v ? (v as { value: unknown }).value : (v ?? ''));

export function PlatformAutomation() {
  const record = useRecordContext();
  if (!record) return null;
  // A new draft whenever the record is (re)loaded.
  return (
    <AutomationForm key={`${String(record.id)}:${String(record.date_updated)}`} record={record} />
  );
}

function AutomationForm({ record }: { record: Record<string, unknown> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const access = useAccessContext();
  const profile = useProfile();
  const [draft, setDraft] = useState<Automation>(() => ({
    ...((record.automation as Automation) ?? {}),
  }));
  const [busy, setBusy] = useState(false);
  const category = valueOf(record.category);
  const type = valueOf(record.type);
  const {
    data: limits,
    error,
    refetch,
  } = useQuery({
    queryKey: ['platformConstraints', category, type],
    enabled: Boolean(category && type),
    queryFn: () => platformConstraints(dataProvider, category, type),
  });
  const ceiling = limits?.automation ?? {};
  const internal = record.internal === true;
  const editable =
    !internal &&
    !access.rootOrg &&
    hasPerm(access.perms, 'assets.change_platform') &&
    Boolean(profile && isSystemAdmin(profile));

  const save = async () => {
    setBusy(true);
    try {
      await savePlatformAutomation(dataProvider, String(record.id), draft);
      notify('ra.notification.updated', { messageArgs: { smart_count: 1 } });
      refresh();
    } catch (e) {
      notify(...noticeArgs(errorNotice(e), 'error'));
    } finally {
      setBusy(false);
    }
  };

  if (error) return <LoadError error={error} onRetry={refetch} />;
  return (
    <Box sx={{ maxWidth: 640 }}>
      {internal && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('accountsArea.platform.internal')}
        </Alert>
      )}
      <FormControlLabel
        control={
          <Switch
            checked={draft.ansible_enabled === true}
            disabled={!editable || ceiling.ansible_enabled === false}
            onChange={(e) => setDraft({ ...draft, ansible_enabled: e.target.checked })}
          />
        }
        label={translate('accountsArea.platform.ansible_enabled')}
      />
      {ITEMS.map((item) => {
        const methods = (ceiling[`${item}_methods`] as Method[] | undefined) ?? [];
        const allowed = ceiling[`${item}_enabled`] !== false && draft.ansible_enabled === true;
        const enabled = draft[`${item}_enabled`] === true;
        const label = translate(`accountsArea.platform.items.${item}`);
        return (
          <Stack key={item} direction="row" spacing={2} alignItems="center" sx={{ my: 1 }}>
            <FormControlLabel
              sx={{ minWidth: 240 }}
              control={
                <Switch
                  checked={enabled}
                  disabled={!editable || !allowed}
                  onChange={(e) =>
                    setDraft({
                      ...draft,
                      [`${item}_enabled`]: e.target.checked,
                      // Lina preselects the first method.
                      [`${item}_method`]: draft[`${item}_method`] ?? methods[0]?.id ?? null,
                    })
                  }
                />
              }
              label={label}
            />
            <TextField
              select
              size="small"
              sx={{ minWidth: 260 }}
              label={translate('accountsArea.platform.method', { item: label })}
              value={String(draft[`${item}_method`] ?? '')}
              disabled={!editable || !enabled}
              onChange={(e) => setDraft({ ...draft, [`${item}_method`]: e.target.value })}
            >
              {methods.length === 0 && draft[`${item}_method`] ? (
                <MenuItem value={String(draft[`${item}_method`])}>
                  {String(draft[`${item}_method`])}
                </MenuItem>
              ) : null}
              {methods.map((m) => (
                <MenuItem key={m.id} value={m.id}>
                  {m.name}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        );
      })}
      {editable ? (
        <Button variant="contained" sx={{ mt: 2 }} disabled={busy} onClick={() => void save()}>
          {translate('ra.action.save')}
        </Button>
      ) : (
        !internal && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {translate('accountsArea.platform.read_only')}
          </Typography>
        )
      )}
    </Box>
  );
}
