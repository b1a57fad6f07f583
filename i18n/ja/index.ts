import type { en } from '../en';
import type { Catalogue } from '../types';
import { app } from './app';
import { resources } from './resources';

export const ja: Catalogue<typeof en> = { app, resources };
