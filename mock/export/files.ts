/** CSV (RFC 4180, UTF-8 BOM) and XLSX (one sheet, string cells) bodies, written and read. */
import * as XLSX from '@e965/xlsx';
import Papa from 'papaparse';

const BOM = '\uFEFF';

/**
 * A spreadsheet runs a CSV cell starting with = + - @ (or a tab or carriage return) as a formula:
 * such cells are written behind a quote, which the spreadsheet shows as text. The lone `-` (null),
 * plain numbers and PEM armour (`-----BEGIN …`, exported private keys must stay usable) are left
 * as they are; reading strips the quote again, so a round trip is lossless.
 */
const FORMULA = /^[=+\-@\t\r]/;
const KEPT = /^(-|[-+]?\d+(\.\d+)?|--[\s\S]*)$/;

function neutralised(s: string): string {
  return FORMULA.test(s) && !KEPT.test(s) ? `'${s}` : s;
}

function restored(s: string): string {
  return s.startsWith("'") && FORMULA.test(s.slice(1)) ? s.slice(1) : s;
}

function csvCell(value: string): string {
  const s = neutralised(value);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Python's csv writer defaults: minimal quoting, CRLF line ends; prefixed with a BOM. */
export function writeCsv(rows: readonly (readonly string[])[]): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(
    BOM + rows.map((r) => r.map(csvCell).join(',') + '\r\n').join(''),
  );
}

export function writeXlsx(rows: readonly (readonly string[])[]): Uint8Array<ArrayBuffer> {
  const sheet = XLSX.utils.aoa_to_sheet(rows.map((r) => [...r]));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Sheet');
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

/** chardet's job, for what uploads realistically hold: UTF-8 (with or without BOM), else GB18030. */
function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

export function readCsv(bytes: Uint8Array): string[][] {
  const text = decodeText(bytes).replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false });
  const fatal = parsed.errors.find((e) => e.type === 'Quotes');
  if (fatal) throw new Error(fatal.message);
  return parsed.data.map((row) => row.map(restored));
}

export function readXlsx(bytes: Uint8Array): string[][] {
  // openpyxl opens the body as a zip archive; SheetJS would also accept plain text.
  if (bytes[0] !== 0x50 || bytes[1] !== 0x4b) throw new Error('File is not a zip file');
  // Dense sheets (rows of cells, not one object keyed by address) without the HTML, number
  // format and style copies nobody reads: a 50,000-row sheet reads in half the time.
  const book = XLSX.read(bytes, {
    type: 'array',
    dense: true,
    cellHTML: false,
    cellNF: false,
    cellStyles: false,
  });
  const first = book.SheetNames[0];
  if (!first) throw new Error('no worksheet');
  const sheet = book.Sheets[first]!;
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '' });
  // A dense sheet's blank row comes back empty; as before, every row spans the sheet's columns.
  const range = sheet['!ref'] ? XLSX.utils.decode_range(sheet['!ref']) : null;
  const width = range ? range.e.c - range.s.c + 1 : 0;
  return rows.map((r) => {
    const cells = r.map((c) => (c === null || c === undefined ? '' : String(c)));
    while (cells.length < width) cells.push('');
    return cells;
  });
}
