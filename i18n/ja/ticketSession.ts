import type { Catalogue } from '../types';
import type { ticketSession as en } from '../en/ticketSession';

export const ticketSession: Catalogue<typeof en> = {
  title: 'セッション',
  waiting: 'セッションの開始を待っています…',
  none: 'このチケットからはまだセッションが開始されていません。',
  user: 'ユーザー',
  asset: '資産',
  account: 'アカウント',
  protocol: 'プロトコル',
  date_start: '開始日時',
  state: '状態',
  online: 'オンライン',
  finished: '終了',
  open_detail: 'セッションの詳細',
  terminate: '終了',
  monitor: 'モニター',
  confirm_title: 'このセッションを終了しますか？',
  confirm_content: 'ユーザーと %{asset} の接続が切断されます。',
  terminated: '終了タスクを送信しました',
  nothing_terminated: 'セッションはすでに終了しています',
};
