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
  dashboard: {
    counts: '概览',
    total: '共 %{smart_count} 条',
  },
  data: {
    key: '名称',
    value: '值',
    empty: '暂无数据',
    failed: '页面加载失败：%{error}',
  },
  profile: {
    improvement_intro: '欢迎！开始使用前，请确认您的个人信息。',
    improvement_done: '完成，进入控制台',
  },
  workbench: {
    welcome: '欢迎，%{name}',
    shortcuts: '快捷入口',
  },
  ops: {
    recent_executions: '最近执行',
    adhoc: '命令',
    playbook: 'Playbook',
  },
};
