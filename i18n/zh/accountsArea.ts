import type { accountsArea as en } from '../en/accountsArea';
import type { Catalogue } from '../types';

export const accountsArea: Catalogue<typeof en> = {
  titles: {
    gatheredAccounts: '收集的账号',
    changeSecretRecords: '改密记录',
  },
  tabs: {
    records: '执行记录',
  },
  actions: {
    test: '测试',
    test_selected: '测试所选账号',
    push: '推送',
    history: '密文历史',
    log: '日志',
    sync: '同步到账号',
  },
  reason: {
    push_unsupported: '该资产的平台不支持推送账号',
  },
  confirm: {
    sync: '将收集的账号 "%{name}" 同步到其资产的账号列表？',
  },
  history: {
    title: '%{name} 的密文历史',
    empty: '没有历史密文',
    version: '版本',
    secret: '密文',
    secret_type: '密文类型',
    date: '日期',
    user: '修改者',
  },
  cron: {
    next_runs: '最近 5 次运行时间',
    invalid: '无效的 crontab 表达式（5 个字段：分 时 日 月 周）',
    every_hours: '每 %{smart_count} 小时',
  },
};
