/**
 * The side trees lists share (docs/domain.md §2): the asset node tree and the category/type
 * tree, and what selecting one of their nodes asks of a list (docs/domain.md §2.6).
 */
import type { TreeNodeData, TreeSpec } from '../vocabulary';

export const NODE_API = '/api/v1/assets/nodes/';

function nodeUuid(node: TreeNodeData): string | undefined {
  const id = node.meta?.data?.id;
  return typeof id === 'string' ? id : undefined;
}

export interface AssetTreeOptions {
  /** Asset leaves under their nodes (`assets=1`, account pages): an asset selects `asset_id`. */
  assets?: boolean;
  /** Create child, rename, delete (with the node permissions, outside the root organisation). */
  nodeActions?: boolean;
  /** The "only this node's assets" switch (`show_current_asset=1`, the asset list). */
  currentOnly?: boolean;
}

/** The asset node tree: lazy children by key, searched over the whole tree (`all=all`). */
export function assetNodeTree(options: AssetTreeOptions = {}): TreeSpec {
  return {
    name: 'nodes',
    label: 'tree.tabs.asset_tree',
    url: `${NODE_API}children/tree/`,
    query: { assets: options.assets ? '1' : '0' },
    searchQuery: { all: 'all' },
    filter: (node): Record<string, string> => {
      if (node.meta?.type === 'asset') return { asset_id: node.id };
      const uuid = nodeUuid(node);
      return uuid ? { node_id: uuid } : {};
    },
    ...(options.currentOnly && {
      currentOnly: { param: 'show_current_asset', label: 'tree.current_only' },
    }),
    ...(options.nodeActions && {
      nodeActions: {
        api: NODE_API,
        perms: { app: 'assets', model: 'node' },
        actions: [
          'create',
          'rename',
          'delete',
          'add_assets',
          'replace_assets',
          'remove_assets',
          'move_nodes',
          'test',
          'refresh',
          'check_amount',
          'info',
        ],
      },
    }),
    perm: 'assets.view_node',
  };
}

/** The category → type → platform tree (Lina's "Builtin tree"); it has no server-side search. */
export const typeTree: TreeSpec = {
  name: 'types',
  label: 'tree.tabs.type_tree',
  url: `${NODE_API}category/tree/`,
  query: { assets: '0', count_resource: 'asset' },
  filter: (node): Record<string, string> => {
    const meta = node.meta ?? {};
    const category = typeof meta.category === 'string' ? meta.category : '';
    switch (meta.type) {
      case 'category':
        return { category };
      case 'type':
        return { category, type: String(meta._type ?? '') };
      case 'platform':
        return { platform: node.id };
      default:
        return {};
    }
  },
  perm: 'assets.view_asset',
};
