/** The side tree beside a list: its tabs, search, node actions and messages. */
export const tree = {
  tabs: {
    asset_tree: 'Asset tree',
    type_tree: 'Type tree',
  },
  panel: 'Tree',
  resize: 'Resize the tree',
  search: 'Search the tree',
  hide: 'Hide the tree',
  show: 'Show the tree',
  current_only: "Only this node's assets",
  show_all: 'Show all',
  selected: 'Node: %{name}',
  empty: 'Empty',
  no_match: 'Nothing matches',
  load_failed: 'The tree could not be loaded',
  show_more: 'Show more (%{count} left)',
  actions: {
    create: 'Create child node',
    rename: 'Rename node',
    delete: 'Delete node',
    refresh: 'Refresh the tree',
  },
  rename: {
    title: 'Rename node',
    name: 'Name',
  },
  delete: {
    title: 'Delete node',
    confirm: 'Delete the node "%{name}" and every node under it?',
    ok: 'Delete',
    cancel: 'Cancel',
    done: 'Node deleted',
  },
  created: 'Node created',
  renamed: 'Node renamed',
  info: {
    title: 'Node information',
    id: 'ID',
    name: 'Name',
    full_name: 'Full name',
  },
};
