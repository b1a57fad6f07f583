import type { Catalogue } from '../types';
import type { resources as en } from '../en/resources';

export const resources: Catalogue<typeof en> = {
  users: {
    name: 'ユーザー',
    fields: {
      name: '名前',
      username: 'ユーザー名',
      email: 'メール',
      groups: 'ユーザーグループ',
      system_roles: 'システムロール',
      org_roles: '組織ロール',
      source: 'ソース',
      is_valid: '有効',
      update_password: 'パスワードを更新',
    },
    actions: {
      disable: '選択項目を無効化',
      activate: '選択項目を有効化',
    },
  },
  userGroups: {
    name: 'ユーザーグループ',
  },
  assets: {
    name: '資産',
    actions: {
      deactivate: '選択項目を無効化',
      activate: '選択項目を有効化',
    },
  },
  hosts: {
    name: 'ホスト',
  },
  gateways: {
    name: 'ゲートウェイ',
  },
  accounts: {
    name: 'アカウント',
  },
  platforms: {
    name: 'プラットフォーム',
  },
  assetPermissions: {
    name: '資産権限',
    // Beside the row actions' column, the actions a permission grants need their own word.
    fields: {
      actions: 'アクション',
    },
    help: {
      accounts:
        '@ALL：すべてのアカウント、@SPEC：指定したユーザー名、@INPUT：ログイン時に入力、@USER：ユーザーと同じ',
    },
  },
  commandFilterAcls: {
    name: 'コマンドフィルター',
  },
  commandGroups: {
    name: 'コマンドグループ',
    help: {
      content: '1 行に 1 コマンド（コマンドタイプ）、または rm.*|reboot|shutdown のような正規表現',
    },
  },
  loginLogs: {
    name: 'ログインログ',
  },
  roles: {
    name: 'ロール',
  },
  orgRoles: {
    name: '組織ロール',
  },
  systemRoleBindings: {
    name: 'ロールバインディング',
  },
  orgRoleBindings: {
    name: 'ロールバインディング',
  },
  databases: {
    name: 'データベース',
  },
  devices: {
    name: 'ネットワークデバイス',
  },
  clouds: {
    name: 'クラウドサービス',
  },
  webs: {
    name: 'Web',
  },
  domains: {
    name: 'ドメイン',
  },
  labels: {
    name: 'ラベル',
  },
  nodes: {
    name: 'ノード',
  },
  cloudAccounts: {
    name: 'クラウドアカウント',
  },
  syncInstanceTasks: {
    name: 'クラウド同期タスク',
  },
  accountTemplates: {
    name: 'アカウントテンプレート',
  },
  pushAutomations: {
    name: 'アカウントプッシュ',
  },
  pushExecutions: {
    name: 'アカウントプッシュの実行',
  },
  pushRecords: {
    name: 'アカウントプッシュ記録',
  },
  gatherAutomations: {
    name: 'アカウント収集',
  },
  gatherExecutions: {
    name: 'アカウント収集の実行',
  },
  changeSecretAutomations: {
    name: 'アカウントのパスワード変更',
  },
  changeSecretExecutions: {
    name: 'パスワード変更の実行',
  },
  changeSecretRecords: {
    name: 'シークレット変更の記録',
  },
  gatheredAccounts: {
    name: '収集したアカウント',
  },
  backupPlans: {
    name: 'アカウントバックアップ',
  },
  backupExecutions: {
    name: 'アカウントバックアップの実行',
  },
  loginAcls: {
    name: 'ユーザーログインルール',
  },
  loginAssetAcls: {
    name: '資産ログインルール',
  },
  sessions: {
    name: 'セッション',
  },
  sessionJoinRecords: {
    name: 'セッション参加記録',
  },
  commands: {
    name: 'コマンド',
  },
  ftpLogs: {
    name: 'ファイル転送',
  },
  operateLogs: {
    name: '操作ログ',
  },
  passwordChangeLogs: {
    name: 'パスワード変更ログ',
  },
  jobLogs: {
    name: 'ジョブログ',
  },
  jobs: {
    name: 'ジョブ',
  },
  adhocs: {
    name: 'コマンド',
  },
  playbooks: {
    name: 'Playbook',
  },
  jobExecutions: {
    name: '実行',
  },
  tickets: {
    name: 'チケット',
  },
  myTickets: {
    name: 'チケット',
  },
  assignedTickets: {
    name: 'チケット',
  },
  applyAssetTickets: {
    name: '資産認可の申請',
  },
  ticketFlows: {
    name: 'チケットフロー',
  },
  organizations: {
    name: '組織',
  },
  terminals: {
    name: 'ターミナル',
  },
  replayStorages: {
    name: '録画ストレージ',
  },
  commandStorages: {
    name: 'コマンドストレージ',
  },
  endpoints: {
    name: 'エンドポイント',
  },
  endpointRules: {
    name: 'エンドポイントルール',
  },
  applets: {
    name: 'リモートアプリ',
  },
  appletHosts: {
    name: 'リモートアプリのホスト',
  },
  appletPublications: {
    name: '公開状況',
  },
  tasks: {
    name: 'タスク',
  },
};
