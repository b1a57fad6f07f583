/**
 * The data provider verbs import and export use (docs/wire.md §12), bound to one resource:
 * render-to-json, one POST/PUT per row, and the export and template downloads (fetched, then
 * saved; a failure rejects with the HttpError).
 */
import { useMemo } from 'react';
import { useDataProvider, type Identifier, type SortPayload } from 'react-admin';
import type { FileFormat, JmsDataProvider, TemplateKind } from '../../../dataProvider';
// Called directly: react-admin's provider proxy expects every verb to return a promise.
import { download, exportUrl } from '../../../dataProvider/transfer';
import { descriptorFor } from '../../../resources';
import { rowPayload, type Row } from './cells';

export type { FileFormat, TemplateKind };
export type ImportMode = 'create' | 'update';

export interface ExportRequest {
  format: FileFormat;
  /** Filters the export carries; empty for "all" and "selected". */
  filter: Record<string, unknown>;
  sort?: SortPayload;
  /** Export exactly these rows (spm). */
  ids?: readonly Identifier[];
}

export interface ImportExportTransport {
  /**
   * The render-to-json answer. Raw bytes (an ArrayBuffer) are parsed in the preview worker; a
   * parsed answer is used as it is.
   */
  renderToJson(file: File, signal?: AbortSignal): Promise<unknown>;
  /**
   * POST (create) or PUT `<list><id>/` (update) one row, blank cells left out; rejects with the
   * HttpError.
   */
  sendRow(mode: ImportMode, row: Row, signal: AbortSignal): Promise<void>;
  downloadTemplate(
    format: FileFormat,
    template: TemplateKind,
    ids?: readonly Identifier[],
  ): Promise<void>;
  downloadExport(request: ExportRequest): Promise<void>;
  /**
   * One row of what would be exported, fetched silently: for an export that needs the user to
   * confirm, the server's answer says whether it wants a confirmation now (its TTL decides).
   */
  probeExport(): Promise<void>;
}

export interface TransportOptions {
  /** Export from another list URL than the resource's (account secrets). */
  exportFrom?: string;
}

export function useImportExportTransport(
  resource: string,
  { exportFrom }: TransportOptions = {},
): ImportExportTransport {
  const dataProvider = useDataProvider<JmsDataProvider>();
  return useMemo(
    () => ({
      // Undecoded: the 17 MB of JSON a 50,000-row file becomes is parsed in the preview worker.
      renderToJson: (file, signal) =>
        dataProvider.renderToJson(resource, file, { signal, raw: true }),
      async sendRow(mode, row, signal) {
        await dataProvider.importRow(resource, rowPayload(row), mode, { signal });
      },
      async downloadTemplate(format, template, ids) {
        download(await dataProvider.templateUrl(resource, { format, template, ids }));
      },
      async downloadExport({ format, filter, sort, ids }) {
        if (!exportFrom) {
          return download(await dataProvider.exportUrl(resource, { format, filter, sort, ids }));
        }
        const spm = ids?.length ? await dataProvider.cacheResources(ids) : undefined;
        const declaredSortField = descriptorFor(resource).list?.sort?.field;
        download(exportUrl(exportFrom, { format, filter, sort, spm, declaredSortField }));
      },
      async probeExport() {
        const url = exportFrom ?? descriptorFor(resource).api.list;
        await dataProvider.call('GET', url, undefined, { query: { limit: 1 }, silent: true });
      },
    }),
    [dataProvider, resource, exportFrom],
  );
}
