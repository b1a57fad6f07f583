/**
 * The workbench pages, as far as this release builds them:
 * - home: the announcement, a welcome, who I am, my sessions, most used assets, logins and tickets
 *   to approve (HomePanels.tsx), and the workbench's pages this user has, as shortcuts;
 * - my assets: the nodes and assets granted to the user (workbench/MyAssets.tsx);
 * - quick job: the command runner (workbench/quickJob/), loaded with its editor on demand;
 * - templates: the ad-hoc command and playbook lists, one tab each (kept in ?activeTab=).
 */
import { Card, CardActionArea, CircularProgress, Grid, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { TabbedPage } from '../../shell/layout/tabs/TabbedPage';
import { menuIcon } from '../../shell/layout/menuIcons';
import { isMenuGroup, menuFor, type MenuLink } from '../../shell/menu';
import { useShell } from '../../shell/ShellContext';
import { ListOf } from '../../components/resource/ListOf';
import { Announcement } from '../../components/Announcement';
import { HomePanels } from './HomePanels';
import { MyAssetsPage } from './MyAssets';

const REQUEST_ROUTE = 'ApplyAssetTicketsCreate';

export function WorkbenchHome() {
  const translate = useTranslate();
  const { profile, access, routes } = useShell();
  const links: MenuLink[] = menuFor('workbench', access)
    .flatMap((item) => (isMenuGroup(item) ? item.items : [item]))
    .filter((l) => l.name !== 'MyHome');
  // An end user asks for access from here too (the tickets view's request form), when they may.
  const request = routes.find((r) => r.name === REQUEST_ROUTE);
  if (request)
    links.push({
      name: request.name,
      title: request.title,
      icon: 'tickets',
      to: `/${request.path}`,
      external: false,
    });
  return (
    <>
      <Title title={translate('routes.pages.workbenchHome')} />
      <Announcement />
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {translate('shell.workbench.welcome', { name: profile.name })}
      </Typography>
      <HomePanels />
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {translate('shell.workbench.shortcuts')}
      </Typography>
      <Grid container spacing={2} sx={{ maxWidth: 1100 }}>
        {links.map((l) => {
          // Items of the job centre group have no icon of their own: the group's.
          const Icon = menuIcon(l.icon) ?? menuIcon('jobs');
          const target = l.external
            ? { href: l.to, target: '_blank', rel: 'noopener' }
            : { component: Link, to: l.to };
          return (
            <Grid key={l.name} size={{ xs: 6, sm: 4, md: 3 }}>
              <Card variant="outlined">
                <CardActionArea
                  {...target}
                  sx={{ p: 2, display: 'flex', gap: 1.5, justifyContent: 'flex-start' }}
                >
                  {Icon && <Icon color="primary" />}
                  <Typography variant="body1">{translate(l.title)}</Typography>
                </CardActionArea>
              </Card>
            </Grid>
          );
        })}
      </Grid>
    </>
  );
}

export function MyAssets() {
  const translate = useTranslate();
  return (
    <>
      <Title title={translate('routes.pages.myAssets')} />
      <MyAssetsPage />
    </>
  );
}

const QuickJobRunner = lazy(() =>
  import('./quickJob/QuickJob').then((m) => ({ default: m.QuickJobRunner })),
);

export function QuickJob() {
  const translate = useTranslate();
  return (
    <>
      <Title title={translate('routes.pages.quickJob')} />
      <Suspense fallback={<CircularProgress size={24} aria-label={translate('app.loading')} />}>
        <QuickJobRunner />
      </Suspense>
    </>
  );
}

const TEMPLATE_TABS = [
  { name: 'adhoc', title: 'shell.ops.adhoc', resource: 'workbench/ops/adhoc' },
  { name: 'playbook', title: 'shell.ops.playbook', resource: 'workbench/ops/playbook' },
];

export function Templates() {
  const translate = useTranslate();
  return (
    <>
      <Title title={translate('routes.pages.templates')} />
      <TabbedPage
        tabs={TEMPLATE_TABS.map((t) => ({
          name: t.name,
          title: t.title,
          content: <ListOf key={t.resource} resource={t.resource} />,
        }))}
      />
    </>
  );
}
