/**
 * Import and export for generic lists (shell-spec §4.6, §4.7, §5.3, §5.4). Put the buttons in the
 * list header; each reads the list context (filters, sort, selection) and gates itself:
 *
 *   <ImportButton />  <ExportButton />     // or descriptor={d} outside a resource context
 *
 * A descriptor offers them with `list.import` / `list.export` (resources/types.ts).
 */
export { ImportButton, type ImportButtonProps } from './ImportButton';
export { ExportButton, type ExportButtonProps } from './ExportButton';
export { ImportDialog, type ImportDialogProps } from './ImportDialog';
export { ExportDialog, type ExportDialogProps } from './ExportDialog';
