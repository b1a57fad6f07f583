/**
 * The component monitor (docs/domain.md §11.3): one card per component type from the
 * components' metrics, with its components by load and active sessions.
 */
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Card,
  CardContent,
  CircularProgress,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { JmsDataProvider } from '../../../dataProvider';
import { LoadError } from '../../components/LoadError';
import { componentMetrics } from './api';

const LOADS = [
  ['normal', 'success'],
  ['high', 'warning'],
  ['critical', 'error'],
  ['offline', 'inherit'],
] as const;

export function ComponentMonitor() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<JmsDataProvider>();
  const { data, error, refetch } = useQuery({
    queryKey: ['jms', 'terminal', 'metrics'],
    queryFn: () => componentMetrics(dataProvider),
  });
  if (error) return <LoadError error={error} onRetry={refetch} />;
  if (!data) return <CircularProgress size={24} aria-label={translate('app.loading')} />;
  if (!data.length) return <Alert severity="info">{translate('terminal.monitor.none')}</Alert>;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
        py: 2,
      }}
    >
      {data.map((m) => (
        <Card key={m.type} component="section" aria-label={m.type}>
          <CardContent>
            <Typography variant="h6">{m.type}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {translate('terminal.monitor.summary', {
                total: m.total,
                sessions: m.session_active,
              })}
            </Typography>
            <Stack spacing={1}>
              {LOADS.map(([load, color]) => {
                const count = m[load];
                const pct = m.total ? Math.round((count / m.total) * 100) : 0;
                return (
                  <Box key={load}>
                    <Typography variant="body2">
                      {translate(`terminal.monitor.${load}`)}: {count} ({pct}%)
                    </Typography>
                    <LinearProgress variant="determinate" value={pct} color={color} aria-hidden />
                  </Box>
                );
              })}
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
