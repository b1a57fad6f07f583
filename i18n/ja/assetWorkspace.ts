import type { Catalogue } from '../types';
import type { assetWorkspace as en } from '../en/assetWorkspace';

export const assetWorkspace: Catalogue<typeof en> = {
  node: {
    check_amount: '資産数を確認',
    more: 'その他のノード操作',
    add_assets: 'ノードに資産を追加',
    remove_assets: 'ノードから資産を削除',
    test: 'ノードの資産の接続性をテスト',
    refresh: 'ノードの資産のハードウェア情報を更新',
    add_confirm: '%{smart_count} 件の資産を追加',
    remove_confirm: '%{smart_count} 件の資産を削除',
    added: '資産をノードに追加しました',
    removed: '資産をノードから削除しました',
  },
  detail: {
    none: 'なし',
    perm_users: '承認されたユーザー',
    perm_user_groups: '承認されたユーザーグループ',
    permissions: '承認ルール',
    view_permissions: '承認を表示',
    permissions_title: '%{name} にこの資産を付与する承認ルール',
    no_permissions: '承認ルールがありません',
    activate: 'アクティブ化',
    deactivate: '無効化',
  },
  hardware: {
    label: 'ハードウェア情報',
    title: '%{name} のハードウェア情報',
    none: '未収集です：ハードウェア情報を更新してください。',
    facts: {
      vendor: 'ベンダー',
      model: 'モデル',
      sn: 'シリアル番号',
      cpu_model: 'CPU モデル',
      cpu_count: 'CPU 数',
      cpu_cores: 'CPU コア',
      cpu_vcpus: 'vCPU',
      memory: 'メモリ',
      disk_total: 'ディスク合計',
      distribution: 'OS',
      distribution_version: 'OS バージョン',
      arch: 'アーキテクチャ',
    },
  },
};
