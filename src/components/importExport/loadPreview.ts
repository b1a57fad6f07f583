/**
 * Turns the render-to-json answer into preview columns and rows without freezing the page: raw
 * bytes go to a worker that decodes, parses and prepares them, and rows come back in chunks (each
 * a short task to receive) while a progress bar counts them. Without workers (tests, a strict
 * CSP) the same code runs in the page.
 */
import type { Row } from './cells';
import {
  asRenderedFile,
  prepareFromBytes,
  previewColumns,
  type PreviewColumn,
  type PreviewMessage,
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
    prepareFromBytes(bytes, (m) => (result = collect.take(m) ?? result));
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
      } catch (err) {
        finish(() => reject(err as Error));
      }
    };
    worker.onerror = (e) => finish(() => reject(new Error(e.message || 'preview worker failed')));
    // Transferred, not copied: the page keeps no second 17 MB buffer.
    worker.postMessage(bytes, [bytes]);
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
