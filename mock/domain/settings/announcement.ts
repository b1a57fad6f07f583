/**
 * The announcement fields of the basic settings category (`BasicSettingSerializer`): a switch and
 * the announcement itself, a nested object whose UPPERCASE keys the public settings publish
 * (docs/wire.md §14.3). Saving regenerates its `ID`, so users who closed the old one see it again.
 */
import { randomUUID } from 'node:crypto';
import type { FieldSpec } from '../../types';
import type { SettingField, Tri } from './fields';

const spec = (name: string, type: string, extra: Partial<FieldSpec> = {}): FieldSpec => ({
  name,
  type,
  required: false,
  read_only: false,
  write_only: false,
  ...extra,
});

/** The nested serializer's fields with their labels per language. */
export const ANNOUNCEMENT_CHILDREN: { spec: FieldSpec; label: Tri }[] = [
  { spec: spec('ID', 'string', { read_only: true }), label: ['ID', 'ID', 'ID'] },
  {
    spec: spec('SUBJECT', 'string', { required: true, max_length: 1024 }),
    label: ['Subject', '主题', '件名'],
  },
  { spec: spec('CONTENT', 'string', { required: true }), label: ['Content', '内容', '内容'] },
  {
    spec: spec('LINK', 'url', { default: '' }),
    label: ['More url', '更多信息 URL', '詳細 URL'],
  },
];

export const announcement: SettingField[] = [
  {
    spec: spec('ANNOUNCEMENT_ENABLED', 'boolean', { default: true }),
    label: ['Enable announcement', '启用公告', 'お知らせを有効にする'],
    value: false,
  },
  {
    spec: spec('ANNOUNCEMENT', 'nested object', {
      required: true,
      children: ANNOUNCEMENT_CHILDREN.map((c) => c.spec),
    }),
    label: ['Announcement', '公告', 'お知らせ'],
    value: {},
  },
];

/** What the serializer stores: the sent announcement under a new ID. */
export function cleanAnnouncement(value: unknown): unknown {
  return value && typeof value === 'object' ? { ...value, ID: randomUUID() } : value;
}
