import type { Catalogue } from '../types';
import type { followUps as en } from '../en/followUps';

export const followUps: Catalogue<typeof en> = {
  /** The server's own words in a notice, shown verbatim (src/components/notice.ts). */
  verbatim: '%{text}',
  tree: {
    nothing_selectable: 'ツリーに選択できるノードがないため、一覧に表示するものがありません',
  },
  users: {
    remove_selected: '選択したユーザーを組織から削除',
    confirm_remove_selected:
      '選択した %{smart_count} 人のユーザーをこの組織から削除しますか？この組織でのロールはクリアされます。',
    reason: {
      public_key_auth_off: 'ターミナル設定で公開鍵認証がオフになっています',
    },
  },
};
