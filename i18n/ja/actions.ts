import type { Catalogue } from '../types';
import type { actions as en } from '../en/actions';

export const actions: Catalogue<typeof en> = {
  reason: {
    root_org: 'グローバル組織では使用できません。先に組織を切り替えてください',
    select_rows: '先に行を選択してください',
    test_unsupported: 'この資産のプラットフォームは接続テストをサポートしていません',
    refresh_unsupported: 'この資産のプラットフォームはハードウェア情報の収集をサポートしていません',
    cannot_terminate: 'このセッションは終了できません',
    inactive: 'この自動化は有効ではありません',
  },
  notify: {
    done: '完了しました',
    task_started: 'タスクを開始しました',
    terminate_sent: '終了タスクを送信しました。しばらくお待ちください',
  },
  task_log: {
    title: 'タスクログ',
    running: '実行中',
    finished: '完了',
    failed: '失敗',
    view: 'タスクログを表示',
    socket_closed:
      'タスクの終了前にライブログが切断されました（サーバーがコード %{code} で接続を閉じました）。ログはサーバーから読み込みます。',
    socket_failed: 'ライブログの接続に失敗しました。ログはサーバーから読み込みます。',
  },
  labels: {
    job_run: '実行',
    job_output: '出力',
    playbook_upload: 'アップロード',
    schedule_enable: '定期実行を有効化',
    schedule_disable: '定期実行を無効化',
    test_connectivity: '接続テスト',
    refresh_hardware: 'ハードウェア情報の更新',
    test_selected: '選択した資産の接続テスト',
    refresh_selected: '選択した資産のハードウェア情報の更新',
    terminate: '終了',
    terminate_selected: '選択したセッションを終了',
    monitor: 'モニター',
    execute: '実行',
    test_connection: '接続テスト',
  },
  confirm: {
    terminate: 'セッション "%{name}" を終了しますか？',
    terminate_selected: '選択した %{smart_count} 件のセッションを終了しますか？',
  },
  form: {
    port: 'ポート',
  },
};
