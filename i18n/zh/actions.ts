import type { Catalogue } from '../types';
import type { actions as en } from '../en/actions';

export const actions: Catalogue<typeof en> = {
  reason: {
    root_org: '全局组织下不可用，请先切换到一个组织',
    select_rows: '请先选择行',
    test_unsupported: '该资产的平台不支持测试可连接性',
    refresh_unsupported: '该资产的平台不支持收集硬件信息',
    cannot_terminate: '该会话不能被终断',
    inactive: '该自动化未激活',
  },
  notify: {
    done: '操作成功',
    task_started: '任务已开始',
    terminate_sent: '终断任务已下发，请稍后',
  },
  task_log: {
    title: '任务日志',
    running: '运行中',
    finished: '已完成',
    failed: '失败',
    view: '查看任务日志',
    socket_closed:
      '实时日志在任务结束前被中断（服务器以代码 %{code} 关闭了连接），现改为从服务器读取日志。',
    socket_failed: '实时日志连接失败，现改为从服务器读取日志。',
  },
  labels: {
    job_run: '执行',
    job_output: '输出',
    playbook_upload: '上传',
    schedule_enable: '启用定时执行',
    schedule_disable: '停用定时执行',
    test_connectivity: '测试可连接性',
    refresh_hardware: '更新硬件信息',
    test_selected: '测试所选资产的可连接性',
    refresh_selected: '更新所选资产的硬件信息',
    terminate: '终断',
    terminate_selected: '终断所选',
    monitor: '监控',
    execute: '执行',
    test_connection: '测试连接',
  },
  confirm: {
    terminate: '确定终断会话 "%{name}"？',
    terminate_selected: '确定终断所选的 %{smart_count} 个会话？',
  },
  form: {
    port: '端口',
  },
};
