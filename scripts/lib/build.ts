/** Builds `dist/` when any input is newer than the last build. */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const INPUTS = ['src', 'i18n', 'resources', 'dataProvider', 'authProvider', 'public', 'index.html', 'vite.config.ts', 'scripts/lib/precompress.ts', 'package-lock.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), st.mtimeMs);
}

export function isDistStale(): boolean {
  if (!existsSync('dist/index.html')) return true;
  const built = statSync('dist/index.html').mtimeMs;
  return INPUTS.some((p) => newestMtime(p) > built);
}

export function buildIfStale(): void {
  if (!isDistStale()) return;
  console.log('Building dist/ …');
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
}
