import type { Catalogue } from '../types';
import type { jobParams as en } from '../en/jobParams';

export const jobParams: Catalogue<typeof en> = {
  useDefine: 'パラメータを使用',
  define: 'パラメータ',
  name: '名前',
  label: '表示名',
  type: 'タイプ',
  typeText: 'テキスト',
  typeSelect: '選択',
  options: '選択肢（カンマ区切り）',
  default: 'デフォルト値',
  add: 'パラメータを追加',
  remove: 'パラメータを削除',
  none: 'パラメータはまだありません。',
  runTitle: 'パラメータを指定して実行',
  run: '実行',
};
