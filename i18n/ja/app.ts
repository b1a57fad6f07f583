import type { Catalogue } from '../types';
import type { app as en } from '../en/app';

export const app: Catalogue<typeof en> = {
  /** The server's own words in a notice, shown verbatim (src/components/notice.ts). */
  verbatim: '%{text}',
  title: 'JumpServer',
  loading: '読み込み中…',
  http: {
    bad_request: 'リクエストエラー、入力内容を確認してください',
    unauthorized: 'アカウントがログアウトしました。再度ログインしてください',
    forbidden: 'リクエストエラー、この操作を行う権限がありません',
    not_found: 'リソースが存在しないか削除されました',
    conflict: '更新中です。しばらくしてから再試行してください',
    server_error: 'サーバーエラー',
    request_failed: 'リクエストに失敗しました。しばらくしてから再試行してください',
    timeout: 'リクエストがタイムアウトしました。再試行してください',
    network: 'ネットワークエラー、接続を確認してください',
    unreadable: 'サーバーの応答を読み取れませんでした。しばらくしてから再試行してください',
  },
  value: {
    /** The backend's account aliases. */
    accounts: {
      all: 'すべてのアカウント',
      spec: '指定アカウント',
      input: '手動入力',
      user: '同名アカウント',
      anon: '匿名アカウント',
    },
    empty: '-',
    no_options: '選択肢がありません',
    yes: 'はい',
    no: 'いいえ',
  },
  status: {
    pending: '待機中',
    running: '実行中',
    success: '成功',
    failed: '失敗',
    error: 'エラー',
    canceled: 'キャンセル済み',
    timeout: 'タイムアウト',
    green: '正常',
    yellow: '一部失敗',
    red: '直近の実行が失敗',
  },
  success_ratio: '%{success} / %{total}',
  host_summary: '成功: %{ok} · 失敗: %{failed} · スキップ: %{excluded}',
  cron: {
    next_runs: '次の 5 回の実行',
    invalid: 'crontab の形式が正しくありません: 5 つのフィールド（分 時 日 月 曜日）',
  },
  load: {
    failed: '読み込めませんでした：%{error}',
    retry: '再試行',
  },
  startup: {
    failed: 'コンソールを起動できませんでした: %{error}',
    retry: '再試行',
  },
};
