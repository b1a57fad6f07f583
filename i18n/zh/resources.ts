import type { Catalogue } from '../types';
import type { resources as en } from '../en/resources';

export const resources: Catalogue<typeof en> = {
  users: {
    name: '用户',
    fields: {
      name: '名称',
      username: '用户名',
      email: '邮箱',
      groups: '用户组',
      system_roles: '系统角色',
      org_roles: '组织角色',
      source: '来源',
      is_valid: '是否有效',
      update_password: '更新密码',
    },
    actions: {
      disable: '禁用所选',
      activate: '激活所选',
    },
  },
  userGroups: {
    name: '用户组',
  },
  assets: {
    name: '资产',
    actions: {
      deactivate: '禁用所选',
      activate: '激活所选',
    },
  },
  hosts: {
    name: '主机',
  },
  gateways: {
    name: '网关',
  },
  accounts: {
    name: '账号',
  },
  platforms: {
    name: '平台',
  },
  assetPermissions: {
    name: '资产授权',
    // Beside the row actions' column, the actions a permission grants need their own word.
    fields: {
      actions: '动作',
    },
    help: {
      accounts: '@ALL：所有账号；@SPEC：指定的用户名；@INPUT：登录时手动输入；@USER：同名账号',
    },
  },
  commandFilterAcls: {
    name: '命令过滤',
  },
  commandGroups: {
    name: '命令组',
    help: {
      content: '每行一个命令（命令类型），或正则表达式，例如 rm.*|reboot|shutdown',
    },
  },
  loginLogs: {
    name: '登录日志',
  },
  roles: {
    name: '角色',
  },
  orgRoles: {
    name: '组织角色',
  },
  systemRoleBindings: {
    name: '角色绑定',
  },
  orgRoleBindings: {
    name: '角色绑定',
  },
  databases: {
    name: '数据库',
  },
  devices: {
    name: '网络设备',
  },
  clouds: {
    name: '云服务',
  },
  webs: {
    name: 'Web',
  },
  domains: {
    name: '网域',
  },
  labels: {
    name: '标签',
  },
  nodes: {
    name: '节点',
  },
  cloudAccounts: {
    name: '云账号',
  },
  syncInstanceTasks: {
    name: '云同步任务',
  },
  accountTemplates: {
    name: '账号模版',
  },
  pushAutomations: {
    name: '账号推送',
  },
  pushExecutions: {
    name: '账号推送执行',
  },
  pushRecords: {
    name: '推送账号记录',
  },
  gatherAutomations: {
    name: '账号收集',
  },
  gatherExecutions: {
    name: '账号收集执行',
  },
  changeSecretAutomations: {
    name: '账号改密',
  },
  changeSecretExecutions: {
    name: '改密执行',
  },
  changeSecretRecords: {
    name: '改密记录',
  },
  gatheredAccounts: {
    name: '收集的账号',
  },
  backupPlans: {
    name: '账号备份',
  },
  backupExecutions: {
    name: '账号备份执行',
  },
  loginAcls: {
    name: '用户登录规则',
  },
  loginAssetAcls: {
    name: '资产登录规则',
  },
  sessions: {
    name: '会话',
  },
  sessionJoinRecords: {
    name: '会话加入记录',
  },
  commands: {
    name: '命令',
  },
  ftpLogs: {
    name: '文件传输',
  },
  operateLogs: {
    name: '操作日志',
  },
  passwordChangeLogs: {
    name: '改密日志',
  },
  jobLogs: {
    name: '作业日志',
  },
  jobs: {
    name: '作业',
  },
  adhocs: {
    name: '命令',
  },
  playbooks: {
    name: 'Playbook',
  },
  jobExecutions: {
    name: '执行',
  },
  tickets: {
    name: '工单',
  },
  myTickets: {
    name: '工单',
  },
  assignedTickets: {
    name: '工单',
  },
  applyAssetTickets: {
    name: '资产授权申请',
  },
  ticketFlows: {
    name: '工单流程',
  },
  organizations: {
    name: '组织',
  },
  terminals: {
    name: '终端',
  },
  replayStorages: {
    name: '录像存储',
  },
  commandStorages: {
    name: '命令存储',
  },
  endpoints: {
    name: '端点',
  },
  endpointRules: {
    name: '端点规则',
  },
  applets: {
    name: '远程应用',
  },
  appletHosts: {
    name: '远程应用发布机',
  },
  appletPublications: {
    name: '发布记录',
  },
  tasks: {
    name: '任务',
  },
};
