/**
 * English, the key source. One module per area keeps features apart; zh/ and ja/ mirror these
 * modules, and the type system rejects a missing or extra key.
 */
import { accountsArea } from './accountsArea';
import { actions } from './actions';
import { app } from './app';
import { auth } from './auth';
import { importExport } from './importExport';
import { jobs } from './jobs';
import { jobParams } from './jobParams';
import { acls } from './acls';
import { layout } from './layout';
import { pages } from './pages';
import { profile } from './profile';
import { resources } from './resources';
import { routes } from './routes';
import { sessions } from './sessions';
import { settings } from './settings';
import { shell } from './shell';
import { system } from './system';
import { tickets } from './tickets';
import { ticketSession } from './ticketSession';
import { users } from './users';
import { tree } from './tree';
import { rbac } from './rbac';
import { assetWorkspace } from './assetWorkspace';
import { dashboards } from './dashboards';
import { terminal } from './terminal';

export const en = {
  app,
  resources,
  pages,
  importExport,
  layout,
  auth,
  shell,
  routes,
  settings,
  profile,
  actions,
  tree,
  tickets,
  assetWorkspace,
  dashboards,
  sessions,
  accountsArea,
  jobs,
  jobParams,
  acls,
  ticketSession,
  users,
  rbac,
  system,
  terminal,
};
