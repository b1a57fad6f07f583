/**
 * English, the key source. One module per area keeps features apart; zh/ and ja/ mirror these
 * modules, and the type system rejects a missing or extra key.
 */
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

export const en = {
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
