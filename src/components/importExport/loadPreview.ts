/**
 * Turns the render-to-json answer into preview columns and rows without freezing the page: raw
 * bytes go to a worker that decodes, parses and prepares them, and rows come back in chunks (each
 * a short task to receive) while a progress bar counts them. The page asks for the next chunk
 * once it has drawn a frame: chunks that arrived back to back were received in one frame, which
 * then took 150-180 ms. Without workers (tests, a strict CSP) the same code runs in the page.
 */
import type { Row } from './cells';
import {
  asRenderedFile,
  previewColumns,
  previewMessages,
  type PreviewColumn,
  type PreviewMessage,
  type PreviewRequest,
} from './preview';

export interface LoadedPreview {
  columns: PreviewColumn[];
  rows: Row[];
}

export type Progress = (loaded: number, total: number) => void;

export class PreviewAborted extends Error {}

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./preview.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}

/**
 * Runs `fn` once the next frame is being drawn: what it posts arrives after that frame. A hidden
 * tab draws no frames, so there it runs at once (a tab hidden meanwhile resumes when shown).
 */
function afterFrame(fn: () => void): void {
  const drawing =
    typeof requestAnimationFrame === 'function' && document.visibilityState !== 'hidden';
  if (drawing) requestAnimationFrame(() => fn());
  else setTimeout(fn, 0);
}

/** Collects the worker's (or the in-page fallback's) messages into one preview. */
function collector(onProgress: Progress) {
  let columns: PreviewColumn[] = [];
  let total = 0;
  const rows: Row[] = [];
  return {
    /** true when finished; throws on an error message. */
    take(m: PreviewMessage): LoadedPreview | null {
      switch (m.type) {
        case 'meta':
          columns = m.columns;
          total = m.total;
          onProgress(0, total);
          return null;
        case 'rows':
          for (const r of m.rows) rows.push(r);
          onProgress(rows.length, total);
          return null;
        case 'done':
          return { columns, rows };
        case 'error':
          throw new Error(m.message);
      }
    },
  };
}

function fromBytes(
  bytes: ArrayBuffer,
  onProgress: Progress,
  signal?: AbortSignal,
): Promise<LoadedPreview> {
  const collect = collector(onProgress);
  const worker = startWorker();
  if (!worker) {
    let result: LoadedPreview | null = null;
    for (const m of previewMessages(bytes)) result = collect.take(m) ?? result;
    return Promise.resolve(result!);
  }
  return new Promise<LoadedPreview>((resolve, reject) => {
    const finish = (fn: () => void) => {
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
      fn();
    };
    const onAbort = () => finish(() => reject(new PreviewAborted()));
    signal?.addEventListener('abort', onAbort);
    worker.onmessage = (e: MessageEvent<PreviewMessage>) => {
      try {
        const done = collect.take(e.data);
        if (done) finish(() => resolve(done));
        else if (e.data.type === 'rows') afterFrame(() => post('next'));
      } catch (err) {
        finish(() => reject(err as Error));
      }
    };
    worker.onerror = (e) => finish(() => reject(new Error(e.message || 'preview worker failed')));
    const post = (request: PreviewRequest, transfer: Transferable[] = []) =>
      worker.postMessage(request, transfer);
    // Transferred, not copied: the page keeps no second 25 MB buffer.
    post(bytes, [bytes]);
  });
}

/** `source` is the answer's raw bytes (preferred) or the already parsed answer. */
export function loadPreview(
  source: unknown,
  onProgress: Progress,
  signal?: AbortSignal,
): Promise<LoadedPreview> {
  if (source instanceof ArrayBuffer) return fromBytes(source, onProgress, signal);
  const file = asRenderedFile(source);
  onProgress(file.data.length, file.data.length);
  return Promise.resolve({ columns: previewColumns(file), rows: file.data });
}
