import type { Catalogue } from '../types';
import type { tree as en } from '../en/tree';

export const tree: Catalogue<typeof en> = {
  tabs: {
    asset_tree: '资产树',
    type_tree: '类型树',
  },
  panel: '树',
  resize: '调整树的宽度',
  search: '搜索树',
  hide: '隐藏树',
  show: '显示树',
  current_only: '仅显示当前节点资产',
  show_all: '显示全部',
  selected: '节点：%{name}',
  empty: '空',
  no_match: '没有匹配项',
  load_failed: '无法加载树',
  show_more: '显示更多（还有 %{count} 个）',
  actions: {
    create: '创建子节点',
    rename: '重命名节点',
    delete: '删除节点',
    refresh: '刷新树',
  },
  rename: {
    title: '重命名节点',
    name: '名称',
  },
  delete: {
    title: '删除节点',
    confirm: '删除节点“%{name}”及其下所有节点？',
    ok: '删除',
    cancel: '取消',
    done: '节点已删除',
  },
  created: '节点已创建',
  renamed: '节点已重命名',
  info: {
    title: '节点信息',
    id: 'ID',
    name: '名称',
    full_name: '全称',
  },
};
