/**
 * react-admin's DataTable column selector, which the console does not use: its own Columns
 * dialog (src/components/list/ColumnsDialog.tsx) keeps the columns. DataTable would render the
 * selector into a container only react-admin's ColumnsButton provides, polling the page for it
 * after every mount, and bring its switches and search field to every list. Only DataTable's and
 * DataTableColumn's imports are replaced (vite.config.ts).
 */
export const ColumnsSelector = () => null;
/** A column's entry in that selector (the only place its render context is set). */
export const ColumnsSelectorItem = () => null;
