/**
 * Import and export for generic lists (docs/shell.md §11, §11.2, §11.5; docs/wire.md §10). Put the
 * buttons in the list header; each reads the list context (filters, sort, selection) and gates
 * itself:
 *
 *   <ImportButton />  <ExportButton />     // or descriptor={d} outside a resource context
 *
 * A descriptor offers them with `list.import` / `list.export` (resources/types.ts).
 */
export { ImportButton, type ImportButtonProps } from './ImportButton';
export { ExportButton, type ExportButtonProps } from './ExportButton';
export { ImportDialog, type ImportDialogProps } from './ImportDialog';
export { ExportDialog, type ExportDialogProps } from './ExportDialog';
