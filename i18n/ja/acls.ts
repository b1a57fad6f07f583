import type { Catalogue } from '../types';
import type { acls as en } from '../en/acls';

export const acls: Catalogue<typeof en> = {
  rules: {
    ip_group: 'IP アドレス',
    ip_group_help:
      'カンマ区切り、* はすべてに一致。例：192.168.10.1, 192.168.1.0/24, 10.1.1.1-10.1.1.20, 2001:db8:2de::e13',
    time_period: '時間帯',
    time_period_help:
      '30 分単位のセルをクリックまたはドラッグで選択します。ルールは選択した時間帯に適用されます。未選択は常時です。',
    any_time: '常時',
    clear: 'クリア',
    whole_day: '終日を切り替え：%{day}',
    cell: '%{day} %{time}',
    none: 'なし',
  },
  weekdays: {
    0: '日曜日',
    1: '月曜日',
    2: '火曜日',
    3: '水曜日',
    4: '木曜日',
    5: '金曜日',
    6: '土曜日',
  },
  ldap: {
    import: 'ユーザーをインポート',
    title: 'LDAP ユーザーのインポート',
    sync: '今すぐ同期',
    syncing: 'ディレクトリを同期しています。しばらくお待ちください…',
    search: '検索',
    orgs: '組織',
    import_selected: '選択をインポート（%{smart_count}）',
    existing: 'インポート済み',
    not_existing: '未インポート',
    result_title: 'インポート結果',
    result_ok: '%{org} にインポートしました',
    result_failed: '%{org} にインポートできませんでした',
    columns: {
      username: 'ユーザー名',
      name: '名前',
      email: 'メール',
      groups: 'グループ',
      existing: '状態',
    },
    empty: 'ディレクトリにユーザーがいません',
  },
};
