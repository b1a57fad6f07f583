/**
 * The cell kinds of docs/shell.md §7.6, one component each, and the kind -> component map used by
 * both the list (table cells) and the detail card.
 */
import type { ComponentType } from 'react';
import { Box, Chip, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useI18nProvider, useTranslate } from 'react-admin';
import type { CellKind } from '../../../resources/types';
import { formatDate } from '../../schema/datetime';
import { displayValue } from '../../schema/display';
import { resourcePath } from '../resource/paths';
import { Clipped } from './Clipped';
import { isUuid, shortId, type ColumnWidth } from './compact';
import { EditableTextCell } from './EditableTextCell';
import { DurationCell } from './DurationCell';
import { RiskCell } from './RiskCell';
import { ApprovalRulesCell } from './ApprovalRulesCell';
import { OnDemandNamesCell } from './OnDemandNamesCell';
import { SecretCell } from './SecretCell';
import { RowLink } from '../list/RowLink';
import type { CellProps } from './cellProps';

function value(props: CellProps): unknown {
  return props.record[props.displaySource ?? props.source];
}

/**
 * The locale the texts are translated in. Read from the provider, not the store: a hook per cell
 * that subscribes to the store costs a 100-row page dearly, and a change of language remounts the
 * console under react-admin's i18n context anyway.
 */
function useCellLocale(): string {
  return useI18nProvider().getLocale();
}

function Empty() {
  const translate = useTranslate();
  return <>{translate('app.value.empty')}</>;
}

function TextCell(props: CellProps) {
  const translate = useTranslate();
  const locale = useCellLocale();
  const { meta } = props;
  return (
    <>
      {displayValue(value(props), translate, { type: meta?.type, locale, choices: meta?.choices })}
    </>
  );
}

function LinkCell(props: CellProps) {
  const translate = useTranslate();
  const id = props.record.id;
  const text = displayValue(value(props), translate);
  if (id === undefined || id === null) return <>{text}</>;
  return <RowLink to={resourcePath(props.descriptor, 'show', id as string)}>{text}</RowLink>;
}

function ChoiceCell(props: CellProps) {
  return <TextCell {...props} />;
}

/** An icon and its label on one line; a plain style, as a table shows hundreds of these. */
const YES_NO = { display: 'flex', flexWrap: 'nowrap', alignItems: 'center', gap: 4 } as const;

/**
 * MUI's CheckCircle, Cancel and HelpOutline icons at their small size, drawn as plain SVG: an MUI
 * icon is a styled component of its own, and a 100-row page of flags mounts a hundred.
 */
const MARK_PATHS = {
  yes: 'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z',
  no: 'M12 2C6.47 2 2 6.47 2 12s4.47 10 10 10 10-4.47 10-10S17.53 2 12 2m5 13.59L15.59 17 12 13.41 8.41 17 7 15.59 10.59 12 7 8.41 8.41 7 12 10.59 15.59 7 17 8.41 13.41 12z',
  unknown:
    'M11 18h2v-2h-2zm1-16C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8m0-14c-2.21 0-4 1.79-4 4h2c0-1.1.9-2 2-2s2 .9 2 2c0 2-3 1.75-3 5h2c0-2.25 3-2.5 3-5 0-2.21-1.79-4-4-4',
};
const MARK = {
  width: 20,
  height: 20,
  flexShrink: 0,
  fill: 'currentColor',
  userSelect: 'none',
} as const;

function YesNo({ yes, label }: { yes: boolean | null; label: string }) {
  const { palette } = useTheme();
  const kind = yes === null ? 'unknown' : yes ? 'yes' : 'no';
  const color = {
    yes: palette.success.main,
    no: palette.error.main,
    unknown: palette.action.disabled,
  }[kind];
  return (
    <span style={YES_NO}>
      <svg viewBox="0 0 24 24" aria-hidden focusable="false" style={{ ...MARK, color }}>
        <path d={MARK_PATHS[kind]} />
      </svg>
      <span>{label}</span>
    </span>
  );
}

function BooleanCell(props: CellProps) {
  const translate = useTranslate();
  const v = value(props);
  if (v === null || v === undefined) return <Empty />;
  return <YesNo yes={Boolean(v)} label={translate(v ? 'app.value.yes' : 'app.value.no')} />;
}

// `green` / `red`: a system task's health from its last five runs (yellow: some of them failed).
const GOOD = new Set(['ok', 'success', 'active', 'true', '1', 'green']);
const BAD = new Set(['err', 'error', 'failed', 'fail', 'false', '0', 'red']);

/** A status shown as a tick or a cross, e.g. connectivity `{value: 'ok', label: 'Ok'}`. */
function StatusCell(props: CellProps) {
  const translate = useTranslate();
  const v = value(props);
  if (v === null || v === undefined) return <Empty />;
  const raw = typeof v === 'object' && !Array.isArray(v) ? (v as { value?: unknown }).value : v;
  const key = String(raw).toLowerCase();
  const yes = GOOD.has(key) ? true : BAD.has(key) ? false : null;
  // A bare state (an execution's `success`), or one whose label is its value, has no server
  // word: the known ones are translated.
  const shown = displayValue(v, translate, { choices: props.meta?.choices });
  const label = shown === String(raw) ? translate(`app.status.${key}`, { _: shown }) : shown;
  return <YesNo yes={yes} label={label} />;
}

/** A summary `{total, success}` (a job's or a system task's runs) as "success / total". */
function SuccessRatioCell(props: CellProps) {
  const translate = useTranslate();
  const v = value(props) as { total?: unknown; success?: unknown } | null | undefined;
  if (!v || typeof v !== 'object' || typeof v.total !== 'number') return <Empty />;
  return <>{translate('app.success_ratio', { success: Number(v.success ?? 0), total: v.total })}</>;
}

/** How many a part of a summary names: a list of hosts or a map of host to reason. */
function countOf(v: unknown): number {
  if (Array.isArray(v)) return v.length;
  return v && typeof v === 'object' ? Object.keys(v).length : 0;
}

/** A job run's summary `{ok, failures, dark, excludes}` as hosts counted (Lina's summary boxes). */
function HostSummaryCell(props: CellProps) {
  const translate = useTranslate();
  const v = value(props) as Record<string, unknown> | null | undefined;
  if (!v || typeof v !== 'object' || Array.isArray(v) || !('ok' in v)) return <Empty />;
  return (
    <>
      {translate('app.host_summary', {
        ok: countOf(v.ok),
        failed: countOf(v.failures) + countOf(v.dark),
        excluded: countOf(v.excludes),
      })}
    </>
  );
}

/** How many a relation holds: a list's length, or the number the server counted (`users_amount`). */
export function relationCount(v: unknown): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return countOf(v);
}

/**
 * A to-many relation as its count (docs/shell.md §7.6), linking to the record's detail tab that
 * lists it when the field names one (`fields.<name>.tab`); in a table, the names are the count's
 * tooltip.
 */
function CountCell({ compact, ...props }: CellProps & { compact?: ColumnWidth }) {
  const translate = useTranslate();
  const raw = props.record[props.source];
  const n = relationCount(raw);
  const { tab } = props.override;
  const id = props.record.id;
  const count =
    tab && id !== undefined && id !== null ? (
      <RowLink to={`${resourcePath(props.descriptor, 'show', id as string)}/${tab}`}>{n}</RowLink>
    ) : (
      <>{n}</>
    );
  if (!compact) return count;
  // The names, when the row carries them (not a bare number), are its tooltip.
  const names =
    Array.isArray(raw) && n > 0
      ? displayValue(props.record[props.displaySource ?? props.source], translate, {
          choices: props.meta?.choices,
        })
      : undefined;
  return (
    <Clipped width={compact} full={names}>
      {count}
    </Clipped>
  );
}

function DateCell(props: CellProps) {
  const locale = useCellLocale();
  const v = value(props);
  if (typeof v !== 'string' || !v) return <Empty />;
  return <span style={{ whiteSpace: 'nowrap' }}>{formatDate(v, locale)}</span>;
}

function Chips({ items }: { items: string[] }) {
  if (!items.length) return <Empty />;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {items.map((t, i) => (
        <Chip key={`${t}-${i}`} label={t} size="small" variant="outlined" />
      ))}
    </Box>
  );
}

function asList(v: unknown): unknown[] {
  if (Array.isArray(v)) return v;
  return v === null || v === undefined || v === '' ? [] : [v];
}

function TagsCell(props: CellProps) {
  const translate = useTranslate();
  return <Chips items={asList(value(props)).map((x) => displayValue(x, translate))} />;
}

function ProtocolsCell(props: CellProps) {
  const items = asList(value(props)).map((p) => {
    const { name, port } = (p ?? {}) as { name?: unknown; port?: unknown };
    return port === undefined || port === null ? String(name) : `${String(name)}/${String(port)}`;
  });
  return <Chips items={items} />;
}

function LabelsCell(props: CellProps) {
  const items = asList(value(props)).map((l) => {
    const { name, value: v } = (l ?? {}) as { name?: unknown; value?: unknown };
    return `${String(name)}:${String(v)}`;
  });
  return <Chips items={items} />;
}

function JsonCell(props: CellProps) {
  const v = value(props);
  if (v === null || v === undefined || v === '') return <Empty />;
  const text = typeof v === 'string' ? v : JSON.stringify(v);
  return (
    <Typography
      component="code"
      variant="body2"
      sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
    >
      {text}
    </Typography>
  );
}

export const CELLS: Record<CellKind, ComponentType<CellProps>> = {
  text: TextCell,
  link: LinkCell,
  choice: ChoiceCell,
  boolean: BooleanCell,
  status: StatusCell,
  datetime: DateCell,
  relation: TextCell,
  array: TextCell,
  tags: TagsCell,
  protocols: ProtocolsCell,
  labels: LabelsCell,
  secret: SecretCell,
  json: JsonCell,
  editable: EditableTextCell,
  onDemand: OnDemandNamesCell,
  duration: DurationCell,
  risk: RiskCell,
  successRatio: SuccessRatioCell,
  hostSummary: HostSummaryCell,
  approvalRules: ApprovalRulesCell,
  count: CountCell,
};

/** Where a cell's shortened id is put for its component to show. */
const SHORT_ID = '@short_id';

/** One value; `compact` (table cells) keeps it on one line at that width and shortens UUIDs. */
export function Cell({
  kind,
  compact,
  ...props
}: CellProps & { kind: CellKind; compact?: ColumnWidth }) {
  const Component = CELLS[kind];
  if (kind === 'count') return <CountCell {...props} compact={compact} />;
  if (!compact) return <Component {...props} />;
  const raw = value(props);
  const id = (kind === 'text' || kind === 'link') && isUuid(raw) ? raw : undefined;
  // A shortened id is shown through the cell's own component (a link stays a link).
  const shown = id
    ? { ...props, record: { ...props.record, [SHORT_ID]: shortId(id) }, displaySource: SHORT_ID }
    : props;
  return (
    <Clipped width={compact} full={id}>
      <Component {...shown} />
    </Clipped>
  );
}
