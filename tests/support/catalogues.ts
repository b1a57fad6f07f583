/**
 * Chinese and Japanese load on demand in the console (i18n/index.ts, `loadCatalogue`); tests that
 * render in them import this file, which loads both before the file's tests run.
 */
import { beforeAll } from 'vitest';
import { loadCatalogue } from '../../i18n';

beforeAll(async () => {
  await Promise.all([loadCatalogue('zh'), loadCatalogue('ja')]);
});
