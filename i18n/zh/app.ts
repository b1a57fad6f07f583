import type { Catalogue } from '../types';
import type { app as en } from '../en/app';

export const app: Catalogue<typeof en> = {
  /** The server's own words in a notice, shown verbatim (src/components/notice.ts). */
  verbatim: '%{text}',
  title: 'JumpServer',
  loading: '加载中…',
  http: {
    bad_request: '请求错误，请检查输入',
    unauthorized: '您的账号已退出，请重新登录',
    forbidden: '请求错误，没有执行该操作的权限',
    not_found: '资源不存在或已删除',
    conflict: '正在刷新，请稍后重试',
    server_error: '服务器错误',
    request_failed: '请求失败，请稍后重试',
    timeout: '请求超时，请重试',
    network: '网络错误，请检查网络连接',
    unreadable: '无法读取服务器的响应，请稍后重试',
  },
  value: {
    /** The backend's account aliases. */
    accounts: {
      all: '所有账号',
      spec: '指定账号',
      input: '手动输入',
      user: '同名账号',
      anon: '匿名账号',
    },
    empty: '-',
    no_options: '无匹配选项',
    yes: '是',
    no: '否',
  },
  status: {
    pending: '等待中',
    running: '运行中',
    success: '成功',
    failed: '失败',
    error: '错误',
    canceled: '已取消',
    timeout: '超时',
    green: '正常',
    yellow: '部分失败',
    red: '最近一次失败',
  },
  success_ratio: '%{success} / %{total}',
  host_summary: '成功：%{ok} · 失败：%{failed} · 跳过：%{excluded}',
  cron: {
    next_runs: '最近五次执行时间',
    invalid: 'crontab 格式错误：需要五个字段（分 时 日 月 周）',
  },
  load: {
    failed: '加载失败：%{error}',
    retry: '重试',
  },
  startup: {
    failed: '控制台启动失败：%{error}',
    retry: '重试',
  },
};
