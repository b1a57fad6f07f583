import type { accountsArea as en } from '../en/accountsArea';
import type { Catalogue } from '../types';

export const accountsArea: Catalogue<typeof en> = {
  titles: {
    gatheredAccounts: '收集的账号',
    changeSecretRecords: '改密记录',
    pushRecords: '推送账号记录',
  },
  fields: {
    duration: '耗时',
    su_from: '用户切换自',
  },
  tabs: {
    records: '执行记录',
    automation: '自动化',
    assets: '资产',
    nodes: '节点',
  },
  actions: {
    test: '测试',
    test_selected: '测试所选账号',
    push: '推送',
    history: '密文历史',
    log: '日志',
    sync: '同步到账号',
    su_from: '切换自',
    set_privileged: '设为特权账号',
    unset_privileged: '取消特权账号',
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
  platform: {
    internal: '内置平台：其自动化设置不能修改（可克隆后调整）',
    read_only: '只有拥有修改平台权限的系统管理员才能保存这些设置',
    ansible_enabled: '启用 Ansible',
    method: '%{item}方式',
    items: {
      ping: '资产探活',
      gather_facts: '收集资产信息',
      push_account: '账号推送',
      change_secret: '账号改密',
      verify_account: '账号验证',
      gather_accounts: '账号收集',
    },
  },
  categories: {
    all: '全部',
    host: '主机',
    device: '网络设备',
    database: '数据库',
    cloud: '云服务',
    web: 'Web',
  },
  add: {
    action: '添加到多个资产',
    title: '为资产添加账号',
    assets: '资产',
    manual: '手动输入',
    template: '账号模板',
    name: '名称',
    username: '用户名',
    privileged: '特权账号',
    secret_type: '密文类型',
    secret: '密文',
    passphrase: '密钥密码',
    push_now: '立即推送',
  },
  secret_types: {
    password: '密码',
    ssh_key: 'SSH 密钥',
    access_key: 'Access key',
    token: 'Token',
  },
  su_from: {
    title: '%{name} 切换自',
    help: '先用同一资产的该账号登录，再切换（su）到本账号',
    none: '无',
  },
};
