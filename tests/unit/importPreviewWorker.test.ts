/**
 * The preview worker's path (docs/shell.md §11.4's preview of large files): the worker module
 * itself, driven through a stand-in Worker that delivers messages asynchronously and copied as a
 * real one does, must give the page the same preview as the in-page path, paced by its frames.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPreview } from '../../src/components/importExport/loadPreview';
import {
  ROWS_PER_CHUNK,
  type PreviewMessage,
  type PreviewRequest,
  type PreviewScope,
} from '../../src/components/importExport/preview';

interface Log {
  requests: string[];
  frames: (() => void)[];
}

/** A Worker running src/components/importExport/preview.worker.ts in this thread. */
function fakeWorkerClass(log: Log) {
  return class FakeWorker {
    onmessage: ((e: { data: PreviewMessage }) => void) | null = null;
    onerror: ((e: { message: string }) => void) | null = null;
    private terminated = false;
    private readonly scope: PreviewScope = {
      onmessage: null,
      postMessage: (m) => {
        const copy = structuredClone(m);
        setTimeout(() => !this.terminated && this.onmessage?.({ data: copy }));
      },
    };
    private readonly ready: Promise<void>;

    constructor() {
      this.ready = (async () => {
        // The worker module serves the `self` it finds when it loads.
        const page = globalThis.self;
        globalThis.self = this.scope as unknown as typeof globalThis.self;
        vi.resetModules();
        try {
          await import('../../src/components/importExport/preview.worker');
        } finally {
          globalThis.self = page;
        }
      })();
    }

    postMessage(request: PreviewRequest) {
      log.requests.push(request instanceof ArrayBuffer ? 'bytes' : request);
      const copy = structuredClone(request);
      void this.ready.then(() =>
        this.scope.onmessage?.({ data: copy } as MessageEvent<PreviewRequest>),
      );
    }

    terminate() {
      this.terminated = true;
    }
  };
}

function answer(count: number): ArrayBuffer {
  const data = Array.from({ length: count }, (_, i) => ({
    name: `User ${i}`,
    username: `user_${i}`,
    comment: i % 2 ? 'x'.repeat(i % 40) : '',
  }));
  const body = {
    title: [
      ['*Name', 'name'],
      ['*Username', 'username'],
      ['Comment', 'comment'],
    ],
    data,
  };
  return new TextEncoder().encode(JSON.stringify(body)).buffer as ArrayBuffer;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the preview worker', () => {
  it('gives the same columns and rows as the in-page path, paced by drawn frames', async () => {
    const count = 2 * ROWS_PER_CHUNK + 123;
    // In page: no Worker.
    vi.stubGlobal('Worker', undefined);
    const inPage = await loadPreview(answer(count), () => undefined);
    vi.unstubAllGlobals();

    const log: Log = { requests: [], frames: [] };
    vi.stubGlobal('Worker', fakeWorkerClass(log));
    vi.stubGlobal('requestAnimationFrame', (fn: () => void) => log.frames.push(fn));
    const progress: number[] = [];
    const loading = loadPreview(answer(count), (loaded) => progress.push(loaded));

    // The first two chunks come with the columns; each next one once a frame was drawn.
    await vi.waitFor(() => expect(progress).toEqual([0, ROWS_PER_CHUNK, 2 * ROWS_PER_CHUNK]));
    expect(log.requests).toEqual(['bytes']);
    log.frames.shift()!();
    await vi.waitFor(() => expect(progress.at(-1)).toBe(count));
    expect(log.requests).toEqual(['bytes', 'next']);
    // Asked for after each chunk received: the frame after the second, then after the third.
    expect(log.frames).toHaveLength(2);
    log.frames.shift()!();
    log.frames.shift()!();
    const viaWorker = await loading;

    expect(progress).toEqual([0, ROWS_PER_CHUNK, 2 * ROWS_PER_CHUNK, count]);
    expect(log.requests).toEqual(['bytes', 'next', 'next', 'next']);
    expect(viaWorker.columns).toEqual(inPage.columns);
    expect(viaWorker.rows).toEqual(inPage.rows);
    expect(viaWorker.rows).toHaveLength(count);
  });

  it('reports an answer that is not a rendered file, as the in-page path does', async () => {
    const broken = new TextEncoder().encode('{"detail":"x"}').buffer as ArrayBuffer;
    vi.stubGlobal('Worker', fakeWorkerClass({ requests: [], frames: [] }));
    await expect(loadPreview(broken, () => undefined)).rejects.toThrow(
      'unexpected render-to-json answer',
    );
  });
});
