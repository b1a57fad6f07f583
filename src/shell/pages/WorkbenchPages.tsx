/**
 * The workbench pages, as far as this release builds them:
 * - home: a welcome and the workbench's pages this user has, as shortcuts;
 * - my assets: the assets granted to the user, GET /api/v1/perms/users/self/assets/;
 * - quick job: the user's recent job executions (the command runner comes with the jobs issue);
 * - templates: the ad-hoc command and playbook lists, one tab each.
 */
import { Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router';
import { isMenuGroup, menuFor, type MenuLink } from '../menu';
import { useShell } from '../ShellContext';
import { DataView } from './DataView';
import { ListOf } from './ListOf';

export const MY_ASSETS_URL = '/api/v1/perms/users/self/assets/?limit=15&offset=0';

export function WorkbenchHome() {
  const translate = useTranslate();
  const { profile, access } = useShell();
  const links: MenuLink[] = menuFor('workbench', access)
    .flatMap((item) => (isMenuGroup(item) ? item.items : [item]))
    .filter((l) => l.name !== 'MyHome');
  return (
    <>
      <Title title={translate('routes.pages.workbenchHome')} />
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {translate('shell.workbench.welcome', { name: profile.name })}
      </Typography>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {translate('shell.workbench.shortcuts')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {links.map((l) =>
          l.external ? (
            <Button key={l.name} variant="outlined" href={l.to} target="_blank" rel="noopener">
              {translate(l.title)}
            </Button>
          ) : (
            <Button key={l.name} variant="outlined" component={Link} to={l.to}>
              {translate(l.title)}
            </Button>
          ),
        )}
      </Stack>
    </>
  );
}

export function MyAssets() {
  const translate = useTranslate();
  const label = translate('routes.pages.myAssets');
  return (
    <>
      <Title title={label} />
      <DataView url={MY_ASSETS_URL} label={label} />
    </>
  );
}

export function QuickJob() {
  const translate = useTranslate();
  return (
    <>
      <Title title={translate('routes.pages.quickJob')} />
      <Typography variant="subtitle1" component="h2">
        {translate('shell.ops.recent_executions')}
      </Typography>
      <ListOf resource="workbench/ops/executions" />
    </>
  );
}

const TEMPLATE_TABS = [
  { name: 'adhoc', label: 'shell.ops.adhoc', resource: 'workbench/ops/adhoc' },
  { name: 'playbook', label: 'shell.ops.playbook', resource: 'workbench/ops/playbook' },
];

export function Templates() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const active = TEMPLATE_TABS.find((t) => t.name === params.get('activeTab')) ?? TEMPLATE_TABS[0]!;
  return (
    <>
      <Title title={translate('routes.pages.templates')} />
      <Tabs
        value={active.name}
        onChange={(_, name: string) => setParams({ activeTab: name })}
        sx={{ mb: 1 }}
      >
        {TEMPLATE_TABS.map((t) => (
          <Tab key={t.name} value={t.name} label={translate(t.label)} />
        ))}
      </Tabs>
      <ListOf key={active.resource} resource={active.resource} />
    </>
  );
}
