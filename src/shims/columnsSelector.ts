/**
 * react-admin's DataTable column selector, which the console does not use: its own Columns
 * dialog (src/components/list/ColumnsDialog.tsx) keeps the columns. DataTable would render the
 * selector into a container only react-admin's ColumnsButton provides, polling the page for it
 * after every mount, and bring its switches and search field to every list.
 */
export const ColumnsSelector = () => null;
