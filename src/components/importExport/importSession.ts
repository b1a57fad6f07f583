/**
 * One import, from the chosen file to Finished, outside React: reads the file through
 * render-to-json, prepares the preview, and owns the mode, the rows, the task and its runner.
 * Rows and row states are mutated in place (copying 50,000 rows per change would not scale); a
 * version number, bumped at most once per frame while rows are being sent, tells React to re-read.
 */
import '../../../i18n/areas/importExport';
import { errorText, noticeOf } from '../../../dataProvider/errors';
import type { Row } from './cells';
import { fileProblem } from './fileRules';
import { FAST, ImportRunner, PACED, type HaltReason, type SendOutcome } from './importRunner';
import { ImportTask } from './importTask';
import { loadPreview, PreviewAborted } from './loadPreview';
import type { PreviewColumn } from './preview';
import { outcomeOfError } from './rowOutcome';
import type { ImportExportTransport, ImportMode } from './transport';

export type ImportPhase = 'upload' | 'reading' | 'preview';

export interface ReadingProgress {
  name: string;
  loaded: number;
  total: number;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface ImportSessionDeps {
  transport: ImportExportTransport;
  translate: Translate;
  maxFileMB: number;
  notify(type: 'success' | 'warning', key: string, args: Record<string, unknown>): void;
  /** The column titles a file of this mode may have (the template's), to name when none matched. */
  expectedColumns(mode: ImportMode): string[];
  /** Rows were written: the list behind the dialog is stale. */
  refresh(): void;
  onFinished(): void;
}

function onNextFrame(fn: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => fn());
  else setTimeout(fn, 16);
}

export class ImportSession {
  phase: ImportPhase = 'upload';
  /** Shown beneath the uploader: a refused file or the server's text. */
  fileError: string | null = null;
  reading: ReadingProgress | null = null;
  columns: PreviewColumn[] = [];
  rows: Row[] = [];
  task: ImportTask | null = null;
  halted: HaltReason | null = null;
  fast = false;
  mode: ImportMode;

  private runner: ImportRunner | null = null;
  private loading: AbortController | null = null;
  private version = 0;
  private frameQueued = false;
  private readonly listeners = new Set<() => void>();

  constructor(
    private deps: ImportSessionDeps,
    mode: ImportMode,
  ) {
    this.mode = mode;
  }

  configure(deps: ImportSessionDeps): void {
    this.deps = deps;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getVersion = (): number => this.version;

  /** A field's column title for error lines, without the required-field `*`. */
  titleOf = (field: string): string =>
    (this.columns.find((c) => c.field === field)?.title ?? field).replace(/^\*/, '').trim();

  /** Changing the action starts over: a preview belongs to one mode. */
  setMode(mode: ImportMode): void {
    if (mode === this.mode) return;
    this.mode = mode;
    this.cancel();
  }

  setFast(fast: boolean): void {
    this.fast = fast;
    this.runner?.setPacing(fast ? FAST : PACED);
    this.emit();
  }

  async choose(files: readonly File[]): Promise<void> {
    const { translate, transport, maxFileMB } = this.deps;
    const problem = fileProblem(files, maxFileMB);
    if (problem) {
      this.fileError = translate(problem.key, problem.args);
      return this.emit();
    }
    this.discard();
    const file = files[0]!;
    const controller = new AbortController();
    this.loading = controller;
    this.fileError = null;
    this.halted = null;
    this.phase = 'reading';
    this.reading = { name: file.name, loaded: 0, total: 0 };
    this.emit();
    try {
      const answer = await transport.renderToJson(file, controller.signal);
      const preview = await loadPreview(
        answer,
        (loaded, total) => {
          this.reading = { name: file.name, loaded, total };
          this.emit();
        },
        controller.signal,
      );
      if (controller.signal.aborted) return;
      if (!preview.rows.length) throw new Error(translate('importExport.import.noRows'));
      // The server drops the columns it does not know: none left, nothing could be imported.
      if (!preview.columns.length) {
        this.fileError = translate('importExport.import.noColumns', {
          columns: this.deps.expectedColumns(this.mode).join(', '),
        });
        this.phase = 'upload';
        return;
      }
      this.rows = preview.rows;
      this.columns = preview.columns;
      this.task = new ImportTask(preview.rows.length);
      this.runner = new ImportRunner(this.task, this.sendRow, this.fast ? FAST : PACED, {
        onChange: this.emitOnNextFrame,
        onHalt: (reason) => {
          this.halted = reason;
          this.emit();
        },
        onDone: this.done,
      });
      this.phase = 'preview';
    } catch (e) {
      if (controller.signal.aborted || e instanceof PreviewAborted) return;
      const err = e as { body?: unknown; status?: number };
      const text =
        errorText(err.body) ||
        translate(noticeOf(e) || 'app.http.bad_request', { status: err.status });
      this.fileError =
        err.status === undefined
          ? translate('importExport.import.readFailed', { error: text })
          : text;
      this.phase = 'upload';
    } finally {
      if (this.loading === controller) {
        this.loading = null;
        this.reading = null;
      }
      this.emit();
    }
  }

  /** The action button: Import, Stop, Continue or Finished. */
  act(): void {
    const { runner, task } = this;
    if (!runner || !task) return;
    switch (task.label()) {
      case 'import':
      case 'continue':
        this.halted = null;
        runner.start();
        break;
      case 'stop':
        runner.stop();
        break;
      case 'finished':
        this.deps.onFinished();
        break;
    }
    this.emit();
  }

  canEdit(index: number): boolean {
    return this.task?.canEdit(index) ?? false;
  }

  /** A pending or failed row's cell; the row is pending again. */
  edit(index: number, field: string, value: unknown): void {
    if (!this.task?.canEdit(index)) return;
    this.rows[index] = { ...this.rows[index], [field]: value };
    this.task.edited(index);
    this.emit();
  }

  /** Stop, abort what is in flight, and go back to the uploader. */
  cancel(): void {
    this.discard();
    this.halted = null;
    this.fileError = null;
    this.phase = 'upload';
    this.emit();
  }

  /** The dialog closed: whatever is in flight is aborted (its rows were not confirmed). */
  dispose(): void {
    this.discard();
  }

  private sendRow = async (index: number, signal: AbortSignal): Promise<SendOutcome> => {
    const { transport, translate } = this.deps;
    const row = this.rows[index]!;
    const mode = this.mode;
    if (mode === 'update' && (row.id === undefined || row.id === null || row.id === '')) {
      return {
        kind: 'failed',
        lines: [{ title: this.titleOf('id'), message: translate('importExport.import.missingId') }],
      };
    }
    try {
      await transport.sendRow(mode, row, signal);
      return { kind: 'ok' };
    } catch (e) {
      return outcomeOfError(e, this.titleOf, translate);
    }
  };

  private done = (): void => {
    const counts = this.task?.counts();
    if (!counts) return;
    if (counts.error > 0)
      this.deps.notify('warning', 'importExport.import.someFailed', { smart_count: counts.error });
    else this.deps.notify('success', 'importExport.import.allImported', { smart_count: counts.ok });
    this.deps.refresh();
  };

  private discard(): void {
    this.runner?.cancel();
    this.runner = null;
    this.task = null;
    this.loading?.abort();
    this.loading = null;
    this.reading = null;
    this.rows = [];
    this.columns = [];
  }

  private emit = (): void => {
    this.version += 1;
    for (const l of this.listeners) l();
  };

  private emitOnNextFrame = (): void => {
    if (this.frameQueued) return;
    this.frameQueued = true;
    onNextFrame(() => {
      this.frameQueued = false;
      this.emit();
    });
  };
}
