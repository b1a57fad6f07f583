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
/**
 * Rows per message from the worker: receiving one is a task of ~10-20 ms for the page (rows are
 * copied into it), and the page asks for the next only after a frame was drawn.
 */
export const ROWS_PER_CHUNK = 5000;

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

/**
 * Messages from the preview worker, in order: meta, rows…, done — or error. The worker sends
 * meta and the first rows at once, then one `rows` per `next` request from the page.
 */
export type PreviewMessage =
  | { type: 'meta'; columns: PreviewColumn[]; total: number }
  | { type: 'rows'; rows: Row[] }
  | { type: 'done' }
  | { type: 'error'; message: string };

/** What the page sends the worker: the answer's bytes (transferred), then `next` per chunk. */
export type PreviewRequest = ArrayBuffer | 'next';

/** Decode, parse and prepare: the heavy part, run wherever the messages are consumed. */
export function* previewMessages(bytes: ArrayBuffer): Generator<PreviewMessage> {
  let file: RenderedFile;
  try {
    file = asRenderedFile(JSON.parse(new TextDecoder().decode(bytes)) as unknown);
  } catch (e) {
    yield { type: 'error', message: (e as Error).message };
    return;
  }
  yield { type: 'meta', columns: previewColumns(file), total: file.data.length };
  for (const rows of chunks(file.data)) yield { type: 'rows', rows };
  yield { type: 'done' };
}

export interface PreviewScope {
  onmessage: ((e: MessageEvent<PreviewRequest>) => void) | null;
  postMessage(message: PreviewMessage): void;
}

/**
 * Chunks in flight: the worker copies the next one out while the page receives this one (one at a
 * time, the two waited for each other), yet the page never has more than two to receive in a frame.
 */
export const CHUNKS_AHEAD = 2;

/**
 * The worker's side: on the bytes, posts up to the first CHUNKS_AHEAD rows; on each `next`, up to
 * the next rows (or the end). The page asks once it draws a frame, which paces the rows.
 */
export function servePreview(scope: PreviewScope): void {
  let pending: Iterator<PreviewMessage> | null = null;
  const postRows = (chunks: number) => {
    for (let next = pending!.next(); !next.done; next = pending!.next()) {
      scope.postMessage(next.value);
      if (next.value.type === 'rows' && --chunks === 0) return;
    }
    pending = null;
  };
  scope.onmessage = (e) => {
    if (e.data instanceof ArrayBuffer) {
      pending = previewMessages(e.data);
      postRows(CHUNKS_AHEAD);
    } else if (pending) postRows(1);
  };
}
