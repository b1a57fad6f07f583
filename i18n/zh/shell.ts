import type { Catalogue } from '../types';
import type { shell as en } from '../en/shell';

export const shell: Catalogue<typeof en> = {
  views: {
    console: '控制台',
    audit: '审计台',
    workbench: '工作台',
    tickets: '工单',
    settings: '系统设置',
    profile: '个人信息',
  },
  startup: {
    loading: '正在启动控制台…',
    leaving: '会话已结束，正在前往登录页…',
    failed: '控制台启动失败：%{error}',
    failed_step: '失败的步骤：%{step}',
    retry: '重试',
    steps: {
      init: '初始化',
      openSettings: '公共设置',
      session: '会话',
      profile: '用户信息',
      settings: '设置',
      view: '视图',
      org: '组织',
      routes: '页面',
      firstLogin: '首次登录',
    },
  },
  errors: {
    not_found_title: '404',
    not_found: '请求错误，无法访问此页面',
    forbidden_title: '403',
    forbidden: '没有权限访问此页面',
    back_home: '返回首页',
  },
  redirect: {
    opening: '正在打开%{name}…',
    open: '打开%{name}',
    login: '正在前往登录页…',
  },
  profile: {
    improvement_intro: '欢迎！开始使用前，请确认您的个人信息。',
  },
  workbench: {
    welcome: '欢迎，%{name}',
    shortcuts: '快捷入口',
    nodes: '节点',
    all_assets: '全部资产',
    search: '按名称或地址搜索',
    connect: '连接',
    no_assets: '还没有授权给您的资产',
    no_match: '没有符合搜索条件的资产',
    columns: {
      name: '名称',
      address: '地址',
      platform: '系统平台',
      comment: '备注',
      actions: '动作',
    },
    favourites: '收藏夹',
    favourite: '收藏 %{name}',
    unfavourite: '取消收藏 %{name}',
    favourite_added: '收藏成功',
    favourite_removed: '取消收藏',
  },
  ops: {
    adhoc: '命令',
    playbook: 'Playbook',
  },
};
