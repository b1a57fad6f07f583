/**
 * Each playbook's workspace (`<DATA_DIR>/ops/playbook/<id>/`, docs/domain.md §8.2): files and
 * folders by their path relative to the workspace. A blank playbook starts with `main.yml`
 * holding `## write your playbook here`; the demo's seeded playbooks get a small realistic tree.
 */
import type { BackendState } from '../state';
import type { Row } from '../types';

export interface Entry {
  dir: boolean;
  content: string;
}

export const BLANK_MAIN = '## write your playbook here';

const SAMPLE: [string, Entry][] = [
  [
    'main.yml',
    {
      dir: false,
      content:
        '- hosts: all\n  become: true\n  roles:\n    - web\n  tasks:\n    - name: Ping\n      ping:\n',
    },
  ],
  ['roles', { dir: true, content: '' }],
  ['roles/web', { dir: true, content: '' }],
  ['roles/web/tasks', { dir: true, content: '' }],
  [
    'roles/web/tasks/main.yml',
    {
      dir: false,
      content: '- name: Install nginx\n  package:\n    name: nginx\n    state: present\n',
    },
  ],
];

const workspaces = new WeakMap<BackendState['store'], Map<string, Map<string, Entry>>>();

/** The playbook's files, created on first use (seeded playbooks: a sample; new ones: blank). */
export function workspaceOf(state: BackendState, playbook: Row): Map<string, Entry> {
  let all = workspaces.get(state.store);
  if (!all) workspaces.set(state.store, (all = new Map()));
  const id = String(playbook.id);
  let files = all.get(id);
  if (!files) {
    const seeded = String(playbook.path ?? '').startsWith('/data/ops/playbook/');
    files = new Map(
      seeded
        ? SAMPLE.map(([k, v]) => [k, { ...v }])
        : [['main.yml', { dir: false, content: BLANK_MAIN }]],
    );
    all.set(id, files);
  }
  return files;
}

/** Replaces a playbook's files (an uploaded zip's content). */
export function setWorkspace(state: BackendState, id: string, files: Map<string, Entry>): void {
  workspaceOf(state, { id });
  workspaces.get(state.store)!.set(id, files);
}

export const parentOf = (path: string) =>
  path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : 'root';
export const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** A zTree node of the workspace (the root is the playbook itself). */
export function treeNode(path: string, entry: Entry): Record<string, unknown> {
  const name = baseName(path);
  return {
    id: path,
    name,
    title: name,
    pId: parentOf(path),
    isParent: entry.dir,
    open: true,
    temp: false,
    ...(entry.dir ? {} : { iconSkin: 'file' }),
  };
}
