import type { Catalogue } from '../types';
import type { jumpPalette as en } from '../en/jumpPalette';

export const jumpPalette: Catalogue<typeof en> = {
  label: '搜索页面和记录',
  placeholder: '前往页面、用户、资产…',
  results: '可前往的位置',
  recent: '最近访问',
  pages: '页面',
  new_tab: '在新标签页中打开',
  searching: '搜索中…',
  nothing: '没有与“%{text}”匹配的结果',
  hint: '输入以查找页面；↑ ↓ 选择，Enter 打开，Esc 关闭',
  hint_records: '输入以查找页面，输入两个或更多字符时同时查找记录；↑ ↓ 选择，Enter 打开，Esc 关闭',
  count: '%{smart_count} 个可前往的位置',
  failed: '搜索失败：%{error}',
};
