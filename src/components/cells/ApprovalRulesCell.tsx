/**
 * A ticket flow's rules (docs/domain.md §7.9): one line per approval level, its strategy and
 * the assignees the server resolved for it — the generic cell would print the JSON.
 */
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { displayValue } from '../../schema/display';

interface Rule {
  level?: number;
  strategy?: unknown;
  assignees_display?: string[];
}

export function ApprovalRulesCell({
  record,
  source,
}: {
  record: Record<string, unknown>;
  source: string;
}) {
  const translate = useTranslate();
  const rules = Array.isArray(record[source]) ? (record[source] as Rule[]) : [];
  if (!rules.length) return <>{translate('app.value.empty')}</>;
  return (
    <Stack spacing={0.25}>
      {rules.map((r, i) => (
        <Typography key={r.level ?? i} variant="body2">
          {translate('tickets.flow.level', { level: r.level ?? i + 1 })} ·{' '}
          {displayValue(r.strategy, translate)}
          {r.assignees_display?.length ? `: ${r.assignees_display.join(', ')}` : ''}
        </Typography>
      ))}
    </Stack>
  );
}
