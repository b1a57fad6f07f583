import type { Catalogue } from '../types';
import type { terminal as en } from '../en/terminal';

export const terminal: Catalogue<typeof en> = {
  tools: {
    tool: 'ツール',
    ping: 'Ping',
    telnet: 'Telnet',
    host: 'ホスト',
    port: 'ポート',
    bad_port: '1 から 65535 までのポート',
    run: '実行',
    stop: '停止',
    output: '出力',
    stopped: '停止しました',
    failed: 'サーバーへの接続に失敗しました',
    no_output: '応答なし：ホスト名を解決できません',
  },
};
