/**
 * The console and audit dashboards, as far as this release builds them: how many records of the
 * view's main resources the user can see in the current organisation (one `limit=1` list call
 * each, through the data provider), each linking to its list.
 */
import { Card, CardActionArea, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { Title, useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { noticeOf } from '../../../dataProvider/errors';
import { descriptorNamed, resourceRoute, type ResourceDescriptor } from '../../../resources';
import { routeFor } from '../../shell/links';
import { routeExists } from '../../shell/routeModel';
import { ROUTES, titleOf } from '../../shell/routeMap';
import { useShell } from '../../shell/ShellContext';

export const DASHBOARD_RESOURCES: Record<'console' | 'audit', string[]> = {
  console: ['users', 'userGroups', 'assets', 'accounts', 'assetPermissions', 'domains'],
  audit: ['sessions', 'commands', 'ftpLogs', 'loginLogs', 'operateLogs', 'passwordChangeLogs'],
};

function CountCard({ descriptor }: { descriptor: ResourceDescriptor }) {
  const translate = useTranslate();
  const { total, isPending, error } = useGetList(resourceRoute(descriptor), {
    pagination: { page: 1, perPage: 1 },
  });
  const title = translate(titleOf(descriptor), { smart_count: 2 });
  // Named by the words on it, title then count (WCAG 2.5.3), so no aria-label of its own.
  return (
    <Card variant="outlined">
      <CardActionArea component={Link} to={routeFor(descriptor, 'list')!}>
        <CardContent>
          <Typography color="text.secondary" variant="body2">
            {title}
          </Typography>
          <Typography variant="h4" component="p">
            {isPending ? <Skeleton width={60} /> : error ? translate('app.value.empty') : total}
          </Typography>
          {error && (
            // Why the count is missing, in the catalogue's words (a 500, a timeout …).
            <Typography variant="caption" sx={{ color: 'error.readable' }}>
              {translate(noticeOf(error), { _: noticeOf(error) })}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export default function Dashboard({ view }: { view: 'console' | 'audit' }) {
  const translate = useTranslate();
  const { access } = useShell();
  const visible = DASHBOARD_RESOURCES[view]
    .map(descriptorNamed)
    .filter((d) => routeExists(ROUTES, access, routeFor(d, 'list')!));
  return (
    <>
      <Title title={translate('routes.pages.dashboard')} />
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {translate('shell.dashboard.counts')}
      </Typography>
      <Grid container spacing={2}>
        {visible.map((d) => (
          <Grid key={d.name} size={{ xs: 12, sm: 6, md: 4, lg: 2 }}>
            <CountCard descriptor={d} />
          </Grid>
        ))}
      </Grid>
    </>
  );
}
