import type { Catalogue } from '../types';
import type { sessions as en } from '../en/sessions';

export const sessions: Catalogue<typeof en> = {
  actions: {
    replay: '再生',
    replay_web: '再生',
    download: 'ダウンロード',
    view_diff: '詳細',
    go_to_session: 'セッションへ移動',
  },
  tabs: {
    commands: 'コマンド',
    join_records: '参加記録',
  },
  titles: {
    join_records: 'セッション参加記録',
  },
  tree: {
    storages: 'コマンドストレージ',
  },
  fields: {
    command_amount: 'コマンド数',
    duration: '時間',
    index: '番号',
  },
  replay: {
    unavailable: 'このセッションには再生がありません',
    title: '再生：%{user} → %{asset}',
    preparing: '再生を準備しています…',
    missing: '再生はありません：%{error}',
    retry: '再確認',
    web_only: 'この録画（%{type}）は Web ターミナルで再生されます。',
    open_web: 'Web ターミナルで開く',
    download: 'ダウンロード',
    speed: '速度',
    position: '再生位置',
    player: 'セッション録画',
    commands: 'コマンド',
    no_commands: 'このセッションにはコマンドの記録がありません',
    jump: '%{time} から再生：',
  },
  diff: {
    title: '変更の詳細',
  },
};
