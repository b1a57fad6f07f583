/** Import and export dialogs (docs/shell.md §11, §11.2, §11.5). */
export const importExport = {
  import: {
    title: 'Import',
    mode: 'Action',
    create: 'Create',
    update: 'Update',
    template: 'Template',
    templateCsv: 'CSV template',
    templateXlsx: 'Excel template',
    templateSelected:
      'The update template holds the %{smart_count} selected row |||| The update template holds the %{smart_count} selected rows',
    upload: 'Choose a .csv or .xlsx file, or drop it here',
    hint: 'One .csv or .xlsx file, at most %{size} MB',
    tooLarge: 'The file is larger than %{size} MB',
    wrongType: 'Only .csv and .xlsx files can be imported',
    oneFile: 'Choose one file at a time',
    reading: 'Uploading and reading %{name}…',
    preparing: 'Preparing the preview: %{loaded} of %{total} rows',
    readFailed: 'The file could not be read: %{error}',
    fast: 'Fast mode: up to 8 rows at a time',
    action: {
      import: 'Import',
      stop: 'Stop',
      continue: 'Continue',
      finished: 'Finished',
    },
    cancel: 'Cancel',
    filter: {
      all: 'All (%{count})',
      ok: 'Success (%{count})',
      error: 'Failed (%{count})',
      pending: 'Pending (%{count})',
    },
    progress: '%{done} done, %{failed} failed, %{remaining} remaining',
    statusColumn: 'Status',
    status: {
      pending: 'Pending',
      sending: 'Sending',
      ok: 'Success',
      error: 'Failed',
    },
    edit: 'Edit %{column}, row %{row}',
    someFailed:
      'Some items failed to import: %{smart_count} row |||| Some items failed to import: %{smart_count} rows',
    allImported: '%{smart_count} row imported |||| %{smart_count} rows imported',
    halted: {
      network:
        'The connection was lost; rows not yet confirmed are pending again. Press Continue to resume.',
      unavailable:
        'The server is unavailable; rows not yet confirmed are pending again. Press Continue to resume.',
      unauthorized: 'Your session has ended. Sign in again, then press Continue to resume.',
    },
    missingId: 'An update needs the ID column',
    noRows: 'No rows',
    noColumns:
      "None of the file's columns is one this list imports: check its header row. Expected columns (as in the template): %{columns}",
  },
  export: {
    title: 'Export',
    range: 'Range',
    all: 'All',
    selected: 'Selected (%{count})',
    filtered: 'Filtered',
    format: 'Format',
    csv: 'CSV',
    xlsx: 'Excel (xlsx)',
    confirm: 'Export',
    cancel: 'Cancel',
    failed: 'The export failed: %{error}. Nothing was downloaded; you can export again.',
  },
};
