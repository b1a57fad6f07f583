import type { Catalogue } from '../types';
import type { sessions as en } from '../en/sessions';

export const sessions: Catalogue<typeof en> = {
  actions: {
    replay: '回放',
    replay_web: '回放',
    download: '下载',
    view_diff: '详情',
    go_to_session: '转到会话',
  },
  tabs: {
    commands: '命令',
    join_records: '加入记录',
  },
  titles: {
    join_records: '会话加入记录',
  },
  tree: {
    storages: '命令存储',
  },
  fields: {
    command_amount: '命令数',
    duration: '时长',
    index: '序号',
  },
  replay: {
    unavailable: '此会话没有回放',
    title: '回放：%{user} → %{asset}',
    preparing: '正在准备回放…',
    missing: '没有回放：%{error}',
    retry: '重新检查',
    web_only: '此录像（%{type}）需在 Web 终端中播放。',
    open_web: '在 Web 终端中打开',
    download: '下载',
    speed: '倍速',
    position: '播放位置',
    player: '会话录像',
    commands: '命令',
    no_commands: '此会话没有记录命令',
    jump: '从 %{time} 播放：',
  },
  diff: {
    title: '变更详情',
  },
};
