import type { Catalogue } from '../types';
import type { ticketSession as en } from '../en/ticketSession';

export const ticketSession: Catalogue<typeof en> = {
  title: '会话',
  waiting: '等待会话开始…',
  none: '该工单尚未产生会话。',
  user: '用户',
  asset: '资产',
  account: '账号',
  protocol: '协议',
  date_start: '开始时间',
  state: '状态',
  online: '在线',
  finished: '已结束',
  open_detail: '会话详情',
  terminate: '终断',
  monitor: '监控',
  confirm_title: '终断此会话？',
  confirm_content: '用户与 %{asset} 的连接将被断开。',
  terminated: '终断任务已下发',
  nothing_terminated: '会话已经结束',
};
