/**
 * The server's `{title, data}` answer (docs/wire.md §12.2) → preview columns and rows. Pure, so the
 * same code runs in the preview worker (large files) and in the page (small files, tests).
 */
import { cellText, type Row } from './cells';

export interface RenderedFile {
  /** `[columnTitle, fieldName]` pairs in file order. */
  title: [string, string][];
  data: Row[];
}

export interface PreviewColumn {
  field: string;
  title: string;
  /** px: about 10 per character of the longest of title and values, between 100 and 180. */
  width: number;
}

export const PREVIEW_PAGE_SIZE = 10;
export const COLUMN_MIN_PX = 100;
export const COLUMN_MAX_PX = 180;
export const PX_PER_CHAR = 10;
/** Widths come from the first rows: enough to be representative, cheap for 50,000 rows. */
export const WIDTH_SAMPLE_ROWS = 1000;
/** Rows per message from the worker: each one is a short task for the page to receive. */
export const ROWS_PER_CHUNK = 2500;

export function columnWidth(chars: number): number {
  return Math.min(COLUMN_MAX_PX, Math.max(COLUMN_MIN_PX, Math.round(chars * PX_PER_CHAR)));
}

export class RenderedFileError extends Error {}

/** Checks the answer's shape; anything else is reported as a parse failure. */
export function asRenderedFile(body: unknown): RenderedFile {
  const b = body as Partial<RenderedFile> | null;
  if (!b || typeof b !== 'object' || !Array.isArray(b.title) || !Array.isArray(b.data)) {
    throw new RenderedFileError('unexpected render-to-json answer');
  }
  const title = b.title.filter(
    (p): p is [string, string] =>
      Array.isArray(p) && typeof p[0] === 'string' && typeof p[1] === 'string' && p[1] !== '',
  );
  const data = b.data.filter(
    (r): r is Row => typeof r === 'object' && r !== null && !Array.isArray(r),
  );
  return { title, data };
}

export function previewColumns(file: RenderedFile): PreviewColumn[] {
  const sample = file.data.slice(0, WIDTH_SAMPLE_ROWS);
  return file.title.map(([title, field]) => {
    let chars = title.length;
    for (const row of sample) chars = Math.max(chars, cellText(row[field]).length);
    return { field, title, width: columnWidth(chars) };
  });
}

export function* chunks<T>(items: readonly T[], size: number = ROWS_PER_CHUNK): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

/** Messages from the preview worker, in order: meta, rows…, done — or error. */
export type PreviewMessage =
  | { type: 'meta'; columns: PreviewColumn[]; total: number }
  | { type: 'rows'; rows: Row[] }
  | { type: 'done' }
  | { type: 'error'; message: string };

/** Decode, parse and prepare: the heavy part, done wherever `post` delivers to. */
export function prepareFromBytes(bytes: ArrayBuffer, post: (m: PreviewMessage) => void): void {
  let file: RenderedFile;
  try {
    file = asRenderedFile(JSON.parse(new TextDecoder().decode(bytes)) as unknown);
  } catch (e) {
    return post({ type: 'error', message: (e as Error).message });
  }
  post({ type: 'meta', columns: previewColumns(file), total: file.data.length });
  for (const rows of chunks(file.data)) post({ type: 'rows', rows });
  post({ type: 'done' });
}
