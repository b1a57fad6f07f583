import type { Catalogue } from '../types';
import type { acls as en } from '../en/acls';

export const acls: Catalogue<typeof en> = {
  rules: {
    ip_group: 'IP 地址',
    ip_group_help:
      '逗号分隔，* 表示匹配所有。例如：192.168.10.1、192.168.1.0/24、10.1.1.1-10.1.1.20、2001:db8:2de::e13',
    time_period: '时段',
    time_period_help: '点击或拖动选择半小时格子，规则在所选时段内生效；未选择表示任何时间。',
    any_time: '任何时间',
    clear: '清空',
    whole_day: '切换整天：%{day}',
    cell: '%{day} %{time}',
    none: '无',
  },
  weekdays: {
    0: '星期日',
    1: '星期一',
    2: '星期二',
    3: '星期三',
    4: '星期四',
    5: '星期五',
    6: '星期六',
  },
  ldap: {
    import: '导入用户',
    title: '导入 LDAP 用户',
    sync: '立即同步',
    syncing: '正在同步目录，请稍候…',
    search: '搜索',
    orgs: '组织',
    import_selected: '导入所选（%{smart_count}）',
    existing: '已导入',
    not_existing: '未导入',
    result_title: '导入结果',
    result_ok: '已导入到 %{org}',
    result_failed: '未导入到 %{org}',
    columns: {
      username: '用户名',
      name: '名称',
      email: '邮箱',
      groups: '用户组',
      existing: '状态',
    },
    empty: '目录中没有用户',
  },
};
