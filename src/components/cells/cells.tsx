/**
 * The cell kinds of shell-spec §2.5, one component each, and the kind -> component map used by
 * both the list (table cells) and the detail card.
 */
import type { ComponentType } from 'react';
import { Box, Chip, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import { useI18nProvider, useTranslate } from 'react-admin';
import type { FieldMeta } from '../../../dataProvider';
import type { CellKind, FieldOverride, ResourceDescriptor } from '../../../resources/types';
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

export interface CellProps {
  record: Record<string, unknown>;
  source: string;
  meta?: FieldMeta;
  override: FieldOverride;
  /** `<source>_display` when the record carries it. */
  displaySource?: string;
  descriptor: ResourceDescriptor;
}

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
  return <>{displayValue(value(props), translate, { type: props.meta?.type, locale })}</>;
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

function YesNo({ yes, label }: { yes: boolean | null; label: string }) {
  const Icon = yes === null ? HelpOutlineIcon : yes ? CheckCircleIcon : CancelIcon;
  const color = yes === null ? 'disabled' : yes ? 'success' : 'error';
  return (
    <span style={YES_NO}>
      <Icon fontSize="small" color={color} aria-hidden />
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

const GOOD = new Set(['ok', 'success', 'active', 'true', '1']);
const BAD = new Set(['err', 'error', 'failed', 'fail', 'false', '0']);

/** A status shown as a tick or a cross, e.g. connectivity `{value: 'ok', label: 'Ok'}`. */
function StatusCell(props: CellProps) {
  const translate = useTranslate();
  const v = value(props);
  if (v === null || v === undefined) return <Empty />;
  const raw = typeof v === 'object' && !Array.isArray(v) ? (v as { value?: unknown }).value : v;
  const key = String(raw).toLowerCase();
  const yes = GOOD.has(key) ? true : BAD.has(key) ? false : null;
  // A bare state (an execution's `success`) has no server label: the known ones are translated.
  const label =
    typeof v === 'string' ? translate(`app.status.${key}`, { _: v }) : displayValue(v, translate);
  return <YesNo yes={yes} label={label} />;
}

/** A summary `{total, success}` (a job's or a system task's runs) as "success / total". */
function SuccessRatioCell(props: CellProps) {
  const translate = useTranslate();
  const v = value(props) as { total?: unknown; success?: unknown } | null | undefined;
  if (!v || typeof v !== 'object' || typeof v.total !== 'number') return <Empty />;
  return <>{translate('app.success_ratio', { success: Number(v.success ?? 0), total: v.total })}</>;
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
  approvalRules: ApprovalRulesCell,
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
