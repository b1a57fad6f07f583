import type { Catalogue } from '../types';
import type { jobParams as en } from '../en/jobParams';

export const jobParams: Catalogue<typeof en> = {
  useDefine: '使用参数',
  define: '参数',
  name: '名称',
  label: '显示名',
  type: '类型',
  typeText: '文本',
  typeSelect: '选项',
  options: '可选值（逗号分隔）',
  default: '默认值',
  add: '添加参数',
  remove: '删除参数',
  none: '暂无参数。',
  runTitle: '带参数执行',
  run: '执行',
};
