import type { Catalogue } from '../types';
import type { system as en } from '../en/system';

export const system: Catalogue<typeof en> = {
  upload: {
    title: 'アプレットをアップロード',
    hint: 'ファイルと同じ名前の最上位フォルダーに manifest.yml、icon.png、i18n.yml、setup.yml を含む .zip パッケージ。',
    choose: 'パッケージを選択',
    update: '既存のアプレットを更新する',
    submit: 'アップロード',
    progress: 'アップロード中… %{percent}%',
    done: 'アプレットをアップロードしました',
  },
  actions: {
    publish: '公開',
    publish_all: 'すべてのアプリを公開',
    publish_all_confirm:
      '%{name} に有効なアプリをすべて公開しますか？各アプリがホストにインストールまたは更新されます。',
    activate: '有効化',
    deactivate: '無効化',
    upload: 'アップロード',
    deploy: 'デプロイ',
    deployConfirm:
      'アプレットホスト %{name} をデプロイしますか？RemoteApp サービスと有効なアプレットがインストールされます。',
  },
  tabs: {
    publications: '公開状況',
    deployments: 'デプロイ履歴',
    history: '実行履歴',
    members: 'メンバー',
    announcement: 'お知らせ',
  },
  columns: {
    host: 'ホスト',
    applet: 'アプレット',
    status: '状態',
    comment: 'コメント',
    dateUpdated: '更新日',
    dateStart: '開始日',
    dateFinished: '終了日',
    datePublished: '公開日',
    timeCost: '所要時間',
    result: '結果',
    user: 'ユーザー',
    roles: '組織ロール',
    actions: 'アクション',
  },
  state: {
    running: '実行中',
    success: '成功',
    failed: '失敗',
  },
  log: 'ログ',
  rerun: '再実行',
  seconds: '%{value} 秒',
  empty: 'まだ何もありません。',
};
