// @vitest-environment node
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { readXlsx } from '../../mock/export/files';

function book(rows: unknown[][], origin = 'A1'): Uint8Array {
  const sheet = XLSX.utils.sheet_add_aoa(XLSX.utils.aoa_to_sheet([]), rows, {
    origin,
    cellDates: true,
  });
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, sheet, 'Sheet');
  return new Uint8Array(XLSX.write(wb, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

describe("the demo backend's XLSX reader (render-to-json)", () => {
  it('reads cells as the spreadsheet shows them, blank rows spanning the columns', () => {
    const rows = readXlsx(
      book([
        ['Name', 'Count', 'Active', 'Joined'],
        ['a', 1.5, true, new Date('2020-02-29T00:00:00Z')],
        [],
        [null, -2, false, 'text'],
      ]),
    );
    expect(rows).toEqual([
      ['Name', 'Count', 'Active', 'Joined'],
      ['a', '1.5', 'TRUE', '2/29/20'],
      ['', '', '', ''],
      ['', '-2', 'FALSE', 'text'],
    ]);
  });

  it('keeps the blank rows and columns before a table that does not start at A1', () => {
    expect(readXlsx(book([['Name', 'Email'], [], ['b', 'b@x']], 'C2'))).toEqual([
      ['', '', '', ''],
      ['', '', 'Name', 'Email'],
      ['', '', '', ''],
      ['', '', 'b', 'b@x'],
    ]);
  });
});
