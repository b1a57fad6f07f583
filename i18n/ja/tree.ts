import type { Catalogue } from '../types';
import type { tree as en } from '../en/tree';

export const tree: Catalogue<typeof en> = {
  tabs: {
    asset_tree: 'アセットツリー',
    type_tree: 'タイプツリー',
  },
  panel: 'ツリー',
  resize: 'ツリーの幅を変更',
  search: 'ツリーを検索',
  hide: 'ツリーを隠す',
  show: 'ツリーを表示',
  current_only: 'このノードのアセットのみ',
  show_all: 'すべて表示',
  selected: 'ノード：%{name}',
  empty: '空',
  no_match: '一致するものはありません',
  load_failed: 'ツリーを読み込めませんでした',
  show_more: 'さらに表示（残り %{count} 件）',
  actions: {
    create: '子ノードを作成',
    rename: 'ノード名を変更',
    delete: 'ノードを削除',
    refresh: 'ツリーを更新',
  },
  rename: {
    title: 'ノード名を変更',
    name: '名前',
  },
  delete: {
    title: 'ノードを削除',
    confirm: 'ノード「%{name}」とその配下のすべてのノードを削除しますか？',
    ok: '削除',
    cancel: 'キャンセル',
    done: 'ノードを削除しました',
  },
  created: 'ノードを作成しました',
  renamed: 'ノード名を変更しました',
  info: {
    title: 'ノード情報',
    id: 'ID',
    name: '名前',
    full_name: 'フルネーム',
  },
};
