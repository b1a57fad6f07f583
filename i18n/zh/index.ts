import type { en } from '../en';
import type { Catalogue } from '../types';
import { accountsArea } from './accountsArea';
import { actions } from './actions';
import { app } from './app';
import { auth } from './auth';
import { jobParams } from './jobParams';
import { layout } from './layout';
import { pages } from './pages';
import { resources } from './resources';
import { routes } from './routes';
import { sessions } from './sessions';
import { shell } from './shell';
import { system } from './system';
import { tickets } from './tickets';
import { users } from './users';
import { rbac } from './rbac';
import { assetWorkspace } from './assetWorkspace';
import { terminal } from './terminal';

export const zh: Catalogue<typeof en> = {
  app,
  resources,
  pages,
  layout,
  auth,
  shell,
  routes,
  actions,
  tickets,
  assetWorkspace,
  sessions,
  accountsArea,
  jobParams,
  users,
  rbac,
  system,
  terminal,
};
