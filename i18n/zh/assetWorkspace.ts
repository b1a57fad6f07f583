import type { Catalogue } from '../types';
import type { assetWorkspace as en } from '../en/assetWorkspace';

export const assetWorkspace: Catalogue<typeof en> = {
  node: {
    check_amount: '检查资产数量',
    more: '更多节点操作',
    add_assets: '添加资产到节点',
    remove_assets: '从节点移除资产',
    test: '测试节点资产可连接性',
    refresh: '更新节点资产硬件信息',
    add_confirm: '添加 %{smart_count} 个资产',
    remove_confirm: '移除 %{smart_count} 个资产',
    added: '资产已添加到节点',
    removed: '资产已从节点移除',
  },
  detail: {
    none: '无',
    perm_users: '授权的用户',
    perm_user_groups: '授权的用户组',
    permissions: '授权规则',
    view_permissions: '查看授权',
    permissions_title: '授予 %{name} 此资产的授权规则',
    no_permissions: '没有授权规则',
    activate: '激活',
    deactivate: '禁用',
  },
  hardware: {
    label: '硬件信息',
    title: '%{name} 的硬件信息',
    none: '尚未收集：请更新硬件信息。',
    facts: {
      vendor: '制造商',
      model: '型号',
      sn: '序列号',
      cpu_model: 'CPU 型号',
      cpu_count: 'CPU 数量',
      cpu_cores: 'CPU 核数',
      cpu_vcpus: 'vCPU 数',
      memory: '内存',
      disk_total: '硬盘大小',
      distribution: '系统',
      distribution_version: '系统版本',
      arch: '系统架构',
    },
  },
};
