/**
 * Applet packages as the real backend checks them (docs/domain.md §12.2, `Applet.validate_pkg`):
 * a zip whose top folder is named like the zip file and holds `manifest.yml` (with a `name`),
 * `icon.png`, `i18n.yml` and `setup.yml`. The manifest's flat keys become the applet.
 */
import { unzip } from '../util/unzip';

const REQUIRED = ['manifest.yml', 'icon.png', 'i18n.yml', 'setup.yml'];

export interface Manifest {
  name: string;
  display_name: string;
  version: string;
  author: string;
  type: string;
  protocols: string[];
  tags: string[];
  comment: string;
}

/** `key: value` and `key: [a, b]` / `- a` lists at the top level: all a manifest uses. */
function parseFlatYaml(text: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  let listKey: string | null = null;
  const scalar = (v: string) => v.trim().replace(/^['"]|['"]$/g, '');
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/\s+#.*$/, '');
    if (!line.trim()) continue;
    const item = /^\s+-\s*(.+)$/.exec(line) ?? /^-\s*(.+)$/.exec(line);
    if (item && listKey) {
      (out[listKey] as string[]).push(scalar(item[1]!));
      continue;
    }
    const pair = /^([A-Za-z_][\w-]*):\s*(.*)$/.exec(line);
    if (!pair) continue;
    const [, key, value] = pair as unknown as [string, string, string];
    if (!value.trim()) {
      out[key] = [];
      listKey = key;
    } else if (/^\[.*\]$/.test(value.trim())) {
      out[key] = value.trim().slice(1, -1).split(',').map(scalar).filter(Boolean);
      listKey = null;
    } else {
      out[key] = scalar(value);
      listKey = null;
    }
  }
  return out;
}

/** The manifest of a valid package, or the `{error}` message the backend answers with. */
export function readAppletPackage(
  bytes: Buffer,
  filename: string,
): { manifest: Manifest } | { error: string } {
  const entries = unzip(bytes);
  if (!entries) return { error: 'Invalid zip file' };
  const top = filename.replace(/\.zip$/, '');
  const files = new Map(entries.filter((e) => !e.dir).map((e) => [e.name, e.data]));
  for (const name of REQUIRED)
    if (!files.has(`${top}/${name}`))
      return { error: `Applet pkg not valid, Missing file ${name}` };
  const yaml = parseFlatYaml(files.get(`${top}/manifest.yml`)!.toString('utf8'));
  const text = (k: string, fallback = '') => (typeof yaml[k] === 'string' ? yaml[k] : fallback);
  const list = (k: string) => {
    const v = yaml[k];
    return Array.isArray(v) ? v : typeof v === 'string' && v ? [v] : [];
  };
  const name = text('name');
  if (!name) return { error: 'Missing name in manifest.yml' };
  return {
    manifest: {
      name,
      display_name: text('display_name', name),
      version: text('version', '0.1'),
      author: text('author'),
      type: text('type', 'general') === 'web' ? 'web' : 'general',
      protocols: list('protocols'),
      tags: list('tags'),
      comment: text('comment'),
    },
  };
}
