import type { Catalogue } from '../types';
import type { importExport as en } from '../en/importExport';

export const importExport: Catalogue<typeof en> = {
  import: {
    title: 'インポート',
    mode: 'アクション',
    create: '作成',
    update: '更新',
    template: 'テンプレート',
    templateCsv: 'CSV テンプレート',
    templateXlsx: 'Excel テンプレート',
    templateSelected: '更新テンプレートには選択した %{smart_count} 行が含まれます',
    upload: '.csv または .xlsx ファイルを選択するか、ここにドロップしてください',
    hint: '.csv または .xlsx ファイル 1 つ、最大 %{size} MB',
    tooLarge: 'ファイルが %{size} MB を超えています',
    wrongType: 'インポートできるのは .csv と .xlsx ファイルだけです',
    oneFile: 'ファイルは一度に 1 つだけ選択してください',
    reading: '%{name} をアップロードして読み込んでいます…',
    preparing: 'プレビューを準備しています: %{loaded} / %{total} 行',
    readFailed: 'ファイルを読み込めませんでした: %{error}',
    fast: '高速モード: 最大 8 行を同時に送信',
    action: {
      import: 'インポート',
      stop: '停止',
      continue: '続行',
      finished: '完了',
    },
    cancel: 'キャンセル',
    filter: {
      all: 'すべて (%{count})',
      ok: '成功 (%{count})',
      error: '失敗 (%{count})',
      pending: '保留中 (%{count})',
    },
    progress: '完了 %{done}、失敗 %{failed}、残り %{remaining}',
    statusColumn: 'ステータス',
    status: {
      pending: '保留中',
      sending: '送信中',
      ok: '成功',
      error: '失敗',
    },
    edit: '%{row} 行目の %{column} を編集',
    someFailed: '一部の項目のインポートに失敗しました: %{smart_count} 行',
    allImported: '%{smart_count} 行をインポートしました',
    halted: {
      network:
        '接続が切れました。確認されていない行は保留中に戻りました。「続行」を押すと再開します。',
      unavailable:
        'サーバーを利用できません。確認されていない行は保留中に戻りました。「続行」を押すと再開します。',
      unauthorized: 'セッションが終了しました。再度サインインしてから「続行」を押すと再開します。',
    },
    missingId: '更新には ID 列が必要です',
    noRows: 'データがありません',
    noColumns:
      'ファイルにインポートできる列がありません。ヘッダー行を確認してください。必要な列（テンプレートと同じ）: %{columns}',
  },
  export: {
    title: 'エクスポート',
    range: '範囲',
    all: 'すべて',
    selected: '選択済み (%{count})',
    filtered: '絞り込み結果',
    format: '形式',
    csv: 'CSV',
    xlsx: 'Excel (xlsx)',
    confirm: 'エクスポート',
    cancel: 'キャンセル',
    failed:
      'エクスポートに失敗しました: %{error}。何もダウンロードされていません。もう一度エクスポートできます。',
  },
};
