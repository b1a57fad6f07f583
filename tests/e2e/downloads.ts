/** Reads a file the browser downloaded back as rows of cells (CSV with its BOM, or XLSX). */
import * as XLSX from '@e965/xlsx';
import type { Download } from '@playwright/test';
import Papa from 'papaparse';
import { readFile } from 'node:fs/promises';

export async function downloadedRows(download: Download): Promise<string[][]> {
  const bytes = await readFile((await download.path())!);
  if (download.suggestedFilename().endsWith('.csv')) {
    if (bytes[0] !== 0xef || bytes[1] !== 0xbb || bytes[2] !== 0xbf)
      throw new Error('the CSV has no UTF-8 BOM');
    // As a spreadsheet shows them: a formula-like cell is written behind a quote it does not show.
    return Papa.parse<string[]>(bytes.toString('utf8').slice(1), { skipEmptyLines: true }).data.map(
      (row) => row.map((cell) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell)),
    );
  }
  const book = XLSX.read(bytes, { type: 'buffer' });
  return XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, {
    header: 1,
    raw: false,
    defval: '',
  });
}

/** The values of one column (by its title, with or without the required star). */
export function columnOf(rows: string[][], title: string): string[] {
  const at = rows[0]!.findIndex((t) => t.replace(/^\*/, '') === title);
  if (at < 0) throw new Error(`no column ${title} in ${rows[0]!.join(', ')}`);
  return rows.slice(1).map((r) => r[at]!);
}
