/** The terminal settings (TerminalSettingSerializer): the terminal page's basic tab. */
import { bool, choice, L, text, type SettingField } from './fields';

export const terminal: SettingField[] = [
  bool('TERMINAL_PASSWORD_AUTH', ['Password auth', '密码认证', 'パスワード認証'], true),
  bool('TERMINAL_PUBLIC_KEY_AUTH', ['Public key auth', '密钥认证', '公開鍵認証'], true, {
    help: [
      'Users may sign in to the SSH server with their own public key',
      '用户可以使用自己的公钥登录 SSH 服务器',
      'ユーザーは自分の公開鍵で SSH サーバーにログインできます',
    ],
  }),
  choice(
    'TERMINAL_ASSET_LIST_SORT_BY',
    ['Asset list sorting', '资产列表排序', '資産リストの並べ替え'],
    'name',
    [
      ['name', ['Hostname', '主机名', 'ホスト名']],
      ['ip', ['IP', 'IP', 'IP']],
    ],
  ),
  choice(
    'TERMINAL_ASSET_LIST_PAGE_SIZE',
    ['Asset list page size', '资产分页每页数量', '資産リストのページサイズ'],
    'auto',
    [
      ['all', ['All', '全部', 'すべて']],
      ['auto', ['Auto', '自动', '自動']],
      ['10', ['10', '10', '10']],
      ['15', ['15', '15', '15']],
      ['25', ['25', '25', '25']],
      ['50', ['50', '50', '50']],
    ],
  ),
  text(
    'TERMINAL_TELNET_REGEX',
    ['Telnet login regex', 'Telnet 成功正则表达式', 'Telnet ログイン成功の正規表現'],
    '',
    { maxLength: 1024 },
  ),
  bool('TERMINAL_RAZOR_ENABLED', L.enable('Razor', 'Razor', 'Razor'), true),
  bool(
    'TERMINAL_MAGNUS_ENABLED',
    L.enable('database proxy', '数据库代理', 'データベースプロキシ'),
    true,
  ),
  bool('TERMINAL_KOKO_SSH_ENABLED', L.enable('SSH client', 'SSH 客户端', 'SSH クライアント'), true),
];
