/**
 * What an asset request grants, as the applicant asks it and the approver adjusts it: assets,
 * accounts (`@ALL`, or `@SPEC` with names, plus `@INPUT` / `@USER`), actions and the period.
 */
import {
  Autocomplete,
  Checkbox,
  Chip,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { AssetPicker, RemotePicker } from './AssetPicker';
import { PERMISSION_ACTIONS, suggestNodes, type PickerOption } from './api';

export interface Grant {
  assets: PickerOption[];
  nodes: PickerOption[];
  accounts: string[];
  actions: string[];
  /** ISO instants. */
  start: string;
  expired: string;
}

export type GrantErrors = Partial<Record<'assets' | 'accounts' | 'actions' | 'expired', string>>;

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as the browser's local `datetime-local` value, and back. */
function toLocalInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
const fromLocalInput = (v: string) => (v ? new Date(v).toISOString() : '');

/** Client checks the backend makes too (the form shows them before a round trip). */
export function grantErrors(g: Grant, final: boolean): GrantErrors {
  const out: GrantErrors = {};
  if (final && !g.assets.length && !g.nodes.length) out.assets = 'tickets.decide.need_target';
  if (final && !g.accounts.length) out.accounts = 'tickets.decide.need_accounts';
  if (!(Date.parse(g.expired) > Date.parse(g.start)))
    out.expired = 'tickets.request.period_invalid';
  return out;
}

/** The wire fields of a grant (request and approval share them). */
export function grantBody(g: Grant): Record<string, unknown> {
  return {
    apply_assets: g.assets.map((a) => a.id),
    apply_nodes: g.nodes.map((n) => n.id),
    apply_accounts: g.accounts,
    apply_actions: g.actions,
    apply_date_start: g.start,
    apply_date_expired: g.expired,
  };
}

const SPECIAL = ['@ALL', '@SPEC', '@INPUT', '@USER'];

export function GrantFields({
  orgId,
  value,
  onChange,
  errors = {},
}: {
  orgId: string;
  value: Grant;
  onChange(next: Grant): void;
  errors?: GrantErrors;
}) {
  const translate = useTranslate();
  const set = (patch: Partial<Grant>) => onChange({ ...value, ...patch });
  const all = value.accounts.includes('@ALL');
  const names = value.accounts.filter((a) => !SPECIAL.includes(a));
  const extras = value.accounts.filter((a) => a === '@INPUT' || a === '@USER');
  const accounts = (mode: 'all' | 'spec', nextNames: string[], nextExtras: string[]) =>
    set({
      accounts:
        mode === 'all'
          ? ['@ALL', ...nextExtras]
          : [...(nextNames.length ? ['@SPEC', ...nextNames] : []), ...nextExtras],
    });
  const error = (k: keyof GrantErrors) => (errors[k] ? translate(errors[k]) : undefined);
  return (
    <Stack spacing={2}>
      <AssetPicker
        orgId={orgId}
        label={translate('tickets.fields.assets')}
        value={value.assets}
        onChange={(assets) => set({ assets })}
        error={error('assets')}
      />
      <RemotePicker
        source={['nodes', orgId]}
        search={(dp, term) => suggestNodes(dp, orgId, term)}
        label={translate('tickets.fields.nodes')}
        value={value.nodes}
        onChange={(nodes) => set({ nodes })}
      />
      <FormControl error={!!errors.accounts}>
        <FormLabel>{translate('tickets.fields.accounts')}</FormLabel>
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'flex-start' }}>
          <TextField
            select
            size="small"
            sx={{ minWidth: 200 }}
            label={translate('tickets.fields.accounts')}
            value={all ? 'all' : 'spec'}
            onChange={(e) => accounts(e.target.value as 'all' | 'spec', names, extras)}
          >
            <MenuItem value="all">{translate('tickets.accounts.all')}</MenuItem>
            <MenuItem value="spec">{translate('tickets.accounts.spec')}</MenuItem>
          </TextField>
          {!all && (
            <Autocomplete
              multiple
              freeSolo
              options={[]}
              value={names}
              sx={{ flex: 1 }}
              onChange={(_, next) => accounts('spec', next.map(String), extras)}
              renderTags={(tags, getTagProps) =>
                tags.map((t, index) => {
                  const { key, ...rest } = getTagProps({ index });
                  return <Chip key={key} size="small" label={t} {...rest} />;
                })
              }
              renderInput={(params) => (
                <TextField {...params} size="small" label={translate('tickets.accounts.names')} />
              )}
            />
          )}
        </Stack>
        <FormGroup row>
          {(['@INPUT', '@USER'] as const).map((x) => (
            <FormControlLabel
              key={x}
              label={translate(x === '@INPUT' ? 'tickets.accounts.input' : 'tickets.accounts.user')}
              control={
                <Checkbox
                  checked={extras.includes(x)}
                  onChange={(e) =>
                    accounts(
                      all ? 'all' : 'spec',
                      names,
                      e.target.checked ? [...extras, x] : extras.filter((y) => y !== x),
                    )
                  }
                />
              }
            />
          ))}
        </FormGroup>
        {errors.accounts && <FormHelperText>{error('accounts')}</FormHelperText>}
      </FormControl>
      <FormControl>
        <FormLabel>{translate('tickets.fields.actions')}</FormLabel>
        <FormGroup row>
          {PERMISSION_ACTIONS.map((a) => (
            <FormControlLabel
              key={a}
              label={translate(`tickets.actions.${a}`)}
              control={
                <Checkbox
                  checked={value.actions.includes(a)}
                  onChange={(e) =>
                    set({
                      actions: e.target.checked
                        ? PERMISSION_ACTIONS.filter((x) => x === a || value.actions.includes(x))
                        : value.actions.filter((x) => x !== a),
                    })
                  }
                />
              }
            />
          ))}
        </FormGroup>
      </FormControl>
      <Stack direction="row" spacing={2}>
        <TextField
          type="datetime-local"
          label={translate('tickets.fields.date_start')}
          value={toLocalInput(value.start)}
          onChange={(e) => set({ start: fromLocalInput(e.target.value) })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="datetime-local"
          label={translate('tickets.fields.date_expired')}
          value={toLocalInput(value.expired)}
          onChange={(e) => set({ expired: fromLocalInput(e.target.value) })}
          error={!!errors.expired}
          helperText={error('expired')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
    </Stack>
  );
}
