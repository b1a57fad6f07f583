/** Jump anywhere's palette (docs/shell.md §6.7); its button's words are in layout.ts. */
export const jumpPalette = {
  label: 'Search pages and records',
  placeholder: 'Go to a page, a user, an asset…',
  results: 'Places to go',
  recent: 'Recent',
  pages: 'Pages',
  new_tab: 'opens in a new tab',
  searching: 'Searching…',
  nothing: 'Nothing matches “%{text}”',
  hint: 'Type to find a page; ↑ ↓ to choose, Enter to open, Esc to close',
  hint_records:
    'Type to find a page, two or more characters to find records too; ↑ ↓ to choose, Enter to open, Esc to close',
  count: '%{smart_count} place to go |||| %{smart_count} places to go',
  failed: 'Could not search: %{error}',
};
