/** The clean-up settings group: how long each kind of log and record is kept. */
import { int, keepDays, type SettingField } from './fields';

export const clean: SettingField[] = [
  keepDays(
    'LOGIN_LOG_KEEP_DAYS',
    ['Login log retention days', '登录日志保留天数', 'ログインログ保存日数'],
    200,
  ),
  keepDays(
    'TASK_LOG_KEEP_DAYS',
    ['Task log retention days', '任务日志保留天数', 'タスクログ保存日数'],
    90,
  ),
  keepDays(
    'OPERATE_LOG_KEEP_DAYS',
    ['Operate log retention days', '操作日志保留天数', '操作ログ保存日数'],
    200,
  ),
  keepDays(
    'FTP_LOG_KEEP_DAYS',
    ['File transfer log retention days', '上传下载日志保留天数', 'ファイル転送ログ保存日数'],
    200,
  ),
  keepDays(
    'CLOUD_SYNC_TASK_EXECUTION_KEEP_DAYS',
    ['Cloud sync record retention days', '云同步记录保留天数', 'クラウド同期記録保存日数'],
    30,
  ),
  keepDays(
    'ACTIVITY_LOG_KEEP_DAYS',
    ['Activity log retention days', '活动记录保留天数', 'アクティビティログ保存日数'],
    200,
  ),
  int(
    'TERMINAL_SESSION_KEEP_DURATION',
    ['Session retention days', '会话日志保留天数', 'セッション保存日数'],
    200,
    {
      min: 1,
      max: 99999,
      required: true,
      help: [
        'Unit: day. Sessions, replays and commands older than this are deleted',
        '单位：天，超过时间的会话、录像、命令记录将被删除',
        '単位：日。これより古いセッション・再生・コマンドは削除されます',
      ],
    },
  ),
];
