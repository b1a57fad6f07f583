import type { Catalogue } from '../types';
import type { jumpPalette as en } from '../en/jumpPalette';

export const jumpPalette: Catalogue<typeof en> = {
  label: 'ページとレコードを検索',
  placeholder: 'ページ、ユーザー、資産へ移動…',
  results: '移動先',
  recent: '最近の移動先',
  pages: 'ページ',
  new_tab: '新しいタブで開きます',
  searching: '検索中…',
  nothing: '「%{text}」に一致するものはありません',
  hint: '入力してページを検索。↑ ↓ で選択、Enter で開く、Esc で閉じる',
  hint_records:
    '入力してページを検索（2 文字以上でレコードも検索）。↑ ↓ で選択、Enter で開く、Esc で閉じる',
  count: '移動先 %{smart_count} 件',
  failed: '検索できませんでした：%{error}',
};
