/**
 * What DataTable imports from react-admin's buttons: its default bulk button (delete with undo or
 * confirm, their dialogs). The console always gives DataTable its own bulk buttons
 * (ResourceTable's `bulkActionButtons`, an element or false), so the default is never drawn;
 * only DataTable's import is replaced (vite.config.ts).
 */
export const BulkDeleteButton = () => null;
