import type { en } from '../en';
import type { Catalogue } from '../types';
import { actions } from './actions';
import { app } from './app';
import { auth } from './auth';
import { importExport } from './importExport';
import { jobs } from './jobs';
import { layout } from './layout';
import { pages } from './pages';
import { profile } from './profile';
import { resources } from './resources';
import { routes } from './routes';
import { settings } from './settings';
import { shell } from './shell';
import { tree } from './tree';

export const ja: Catalogue<typeof en> = {
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
  jobs,
};
