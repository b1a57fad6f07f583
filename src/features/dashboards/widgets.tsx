/** The dashboards' building blocks: a titled widget, a number card linking to its list, the day switch. */
import '../../../i18n/areas/dashboards';
import {
  Card,
  CardActionArea,
  CardContent,
  CardHeader,
  Skeleton,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { DAY_CHOICES, type Days } from './api';

/** A widget's failed read: why it has no numbers, and Retry. */
export interface Failure {
  error?: unknown;
  onRetry?: () => unknown;
}

function Failed({ error, onRetry }: Failure) {
  return error ? <LoadError error={error} onRetry={onRetry} sx={{ mb: 1 }} /> : null;
}

export function Widget({
  title,
  action,
  error,
  onRetry,
  children,
}: Failure & {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardHeader
        title={title}
        action={action}
        slotProps={{ title: { variant: 'subtitle1', component: 'h3' } }}
        sx={{ pb: 0 }}
      />
      <CardContent>
        <Failed error={error} onRetry={onRetry} />
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * A number and its label; a link to the list it counts when `to` is given (named by its words).
 * `stale`: the number is the previous range's while the new one loads, so it is dimmed and busy.
 */
export function StatCard({
  label,
  value,
  note,
  to,
  stale = false,
  error,
  onRetry,
}: Failure & {
  label: string;
  value: number | undefined;
  note?: ReactNode;
  to?: string;
  stale?: boolean;
}) {
  const translate = useTranslate();
  const body = (
    <CardContent>
      <Typography color="text.secondary" variant="body2">
        {label}
      </Typography>
      <Typography variant="h4" component="p">
        {value !== undefined ? (
          value
        ) : error ? (
          translate('app.value.empty')
        ) : (
          <Skeleton width={60} />
        )}
      </Typography>
      {note && (
        <Typography variant="caption" color="text.secondary" component="p">
          {note}
        </Typography>
      )}
    </CardContent>
  );
  return (
    <Card
      variant="outlined"
      aria-busy={stale}
      sx={{ height: '100%', opacity: stale ? 0.6 : 1, transition: 'opacity 0.2s' }}
    >
      {to ? (
        <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
      {/* Outside the link: Retry is its own button. */}
      {error ? (
        <CardContent sx={{ pt: 0 }}>
          <Failed error={error} onRetry={onRetry} />
        </CardContent>
      ) : null}
    </Card>
  );
}

const DAYS_KEY = 'dashboardDays';

/** The dashboards' day range, remembered across visits like the platform's (a preference, no secret). */
export function useDays(): [Days, (d: Days) => void] {
  const [days, setDays] = useState<Days>(() => {
    const saved = Number(localStorage.getItem(DAYS_KEY));
    return (DAY_CHOICES as readonly number[]).includes(saved) ? (saved as Days) : 7;
  });
  return [
    days,
    (d) => {
      localStorage.setItem(DAYS_KEY, String(d));
      setDays(d);
    },
  ];
}

export function DaysSwitch({ value, onChange }: { value: Days; onChange(d: Days): void }) {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      onChange={(_, v: Days | null) => v && onChange(v)}
      aria-label={translate('dashboards.range')}
    >
      {DAY_CHOICES.map((d) => (
        <ToggleButton key={d} value={d}>
          {translate('dashboards.last_days', { smart_count: d })}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
