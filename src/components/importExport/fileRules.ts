/**
 * What the uploader accepts (docs/shell.md §11.5): one .csv or .xlsx file, 30 MB unless told less.
 */
import '../../../i18n/areas/importExport';

export const GENERIC_MAX_FILE_MB = 30;
export const ACCEPT = '.csv,.xlsx';

/** The Content-Type render-to-json expects for this file, or null when it is not importable. */
export function contentTypeOf(file: File): 'text/csv' | 'text/xlsx' | null {
  const name = file.name.toLowerCase();
  if (name.endsWith('.csv')) return 'text/csv';
  if (name.endsWith('.xlsx')) return 'text/xlsx';
  return null;
}

export interface FileProblem {
  key: string;
  args?: Record<string, unknown>;
}

export function fileProblem(files: readonly File[], maxFileMB: number): FileProblem | null {
  if (files.length !== 1) return { key: 'importExport.import.oneFile' };
  const file = files[0]!;
  if (!contentTypeOf(file)) return { key: 'importExport.import.wrongType' };
  if (file.size > maxFileMB * 1024 * 1024)
    return { key: 'importExport.import.tooLarge', args: { size: maxFileMB } };
  return null;
}
