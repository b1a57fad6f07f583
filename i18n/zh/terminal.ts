import type { Catalogue } from '../types';
import type { terminal as en } from '../en/terminal';

export const terminal: Catalogue<typeof en> = {
  tools: {
    tool: '工具',
    ping: 'Ping',
    telnet: 'Telnet',
    host: '主机',
    port: '端口',
    bad_port: '端口范围 1 到 65535',
    run: '执行',
    stop: '停止',
    output: '输出',
    stopped: '已停止',
    failed: '连接服务器失败',
    no_output: '无响应：无法解析主机名',
  },
};
