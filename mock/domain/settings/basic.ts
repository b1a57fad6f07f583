/**
 * The basic settings group: the site URL, the user guide and help links, the global organisation
 * name.
 */
import { text, url, type SettingField } from './fields';

export const basic: SettingField[] = [
  url('SITE_URL', ['Site URL', '当前站点 URL', 'サイト URL'], 'http://127.0.0.1', {
    required: true,
    help: [
      'The address users reach JumpServer at, used in the links of e-mails (eg: http://dev.jumpserver.org:8080)',
      '用户访问 JumpServer 的地址，用于邮件中的链接（如：http://dev.jumpserver.org:8080）',
      'ユーザーが JumpServer にアクセスするアドレス。メール内のリンクに使われます（例：http://dev.jumpserver.org:8080）',
    ],
  }),
  url('USER_GUIDE_URL', ['User guide URL', '用户向导 URL', 'ユーザーガイド URL'], '', {
    help: [
      'Where users go after completing their profile at first login',
      '用户首次登录完善信息后跳转的地址',
      '初回ログインでプロフィールを完成させた後の移動先',
    ],
  }),
  text(
    'GLOBAL_ORG_DISPLAY_NAME',
    ['Global organization name', '全局组织名', 'グローバル組織名'],
    '',
    {
      help: [
        'The name shown for the global organization',
        '全局组织的显示名称',
        'グローバル組織の表示名',
      ],
    },
  ),
  url(
    'HELP_DOCUMENT_URL',
    ['Help documentation URL', '文档链接', 'ヘルプドキュメント URL'],
    'https://docs.jumpserver.org/zh/v3/',
    {
      help: [
        'default: http://docs.jumpserver.org',
        '默认：http://docs.jumpserver.org',
        'デフォルト：http://docs.jumpserver.org',
      ],
    },
  ),
  url(
    'HELP_SUPPORT_URL',
    ['Help support URL', '支持链接', 'サポート URL'],
    'https://www.jumpserver.org/support/',
    {
      help: [
        'default: http://www.jumpserver.org/support/',
        '默认：http://www.jumpserver.org/support/',
        'デフォルト：http://www.jumpserver.org/support/',
      ],
    },
  ),
];
