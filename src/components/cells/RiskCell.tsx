/**
 * A command's risk level (`{value: 0|5, label}`, docs/domain.md §6.7): Dangerous (5 and up)
 * is a red chip, as the Vue console colours it; Ordinary stays plain text.
 */
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { displayValue } from '../../schema/display';

const DANGEROUS = 5;

export function RiskCell({ record, source }: { record: Record<string, unknown>; source: string }) {
  const translate = useTranslate();
  const v = record[source];
  const level = Number(v && typeof v === 'object' ? (v as { value?: unknown }).value : v);
  const text = displayValue(v, translate);
  return level >= DANGEROUS ? (
    <Chip label={text} size="small" color="error" variant="outlined" />
  ) : (
    <>{text}</>
  );
}
