/**
 * The other settings group: the basic switches, tickets and the job centre (the announcement is
 * announcement.ts).
 */
import { bool, choice, int, type SettingField } from './fields';

export const other: SettingField[] = [
  bool(
    'PERM_SINGLE_ASSET_TO_UNGROUP_NODE',
    ['Ungrouped node for single assets', '单独授权资产放入未分组节点', '単独資産を未分類ノードに'],
    false,
    {
      help: [
        'Assets granted one by one show under an "Ungrouped" node in the user’s tree',
        '单独授权的资产在用户资产树中放在“未分组”节点下',
        '個別に付与された資産をユーザーのツリーで「未分類」ノードに表示します',
      ],
    },
  ),
  bool(
    'WINDOWS_SKIP_ALL_MANUAL_PASSWORD',
    [
      'Skip manual passwords on Windows',
      'Windows 跳过手动输入密码',
      'Windows で手動パスワードを省略',
    ],
    false,
  ),
];

export const ticket: SettingField[] = [
  bool('TICKETS_ENABLED', ['Enable tickets', '启用工单', 'チケットを有効にする'], true, {
    default: true,
  }),
  int(
    'TICKET_AUTHORIZE_DEFAULT_TIME',
    ['Default authorization time', '默认授权时间', '既定の承認期間'],
    7,
    { min: 1, max: 999999 },
  ),
  choice(
    'TICKET_AUTHORIZE_DEFAULT_TIME_UNIT',
    ['Authorization time unit', '授权时间单位', '承認期間の単位'],
    'day',
    [
      ['day', ['Day', '天', '日']],
      ['hour', ['Hour', '时', '時間']],
    ],
  ),
];

export const ops: SettingField[] = [
  bool('SECURITY_COMMAND_EXECUTION', ['Job center', '作业中心', 'ジョブセンター'], true, {
    help: [
      'Users may run batch commands and playbooks (quick jobs)',
      '允许用户批量执行命令和 Playbook（快速命令）',
      'ユーザーはコマンドやプレイブックを一括実行できます',
    ],
  }),
];
