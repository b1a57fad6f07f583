/**
 * Export and import on the wire (docs/wire.md §12): export and template downloads are the list URL
 * with `format=`, fetched like any call and saved under the server's file name; a file is turned
 * into rows by `render-to-json/`.
 */
import { buildUrl, request, type QueryValue } from './httpClient';
import { listQuery, type ListParamsLike } from './listQuery';

export type FileFormat = 'csv' | 'xlsx';
export type TemplateKind = 'import' | 'update';

/** Never part of an export: the page and, per docs/wire.md §12.1, the date range. */
const NOT_EXPORTED = ['limit', 'offset', 'date_from', 'date_to'];

/** `<list>?<current query without paging and dates>&format=…[&spm=…]`. */
export function exportUrl(
  listUrl: string,
  opts: { format: FileFormat; spm?: string } & Pick<ListParamsLike, 'filter' | 'sort'> & {
      declaredSortField?: string;
    },
): string {
  const query: Record<string, QueryValue> = listQuery(
    { filter: opts.filter, sort: opts.sort },
    { declaredSortField: opts.declaredSortField },
  );
  for (const key of NOT_EXPORTED) delete query[key];
  return buildUrl(listUrl, { ...query, format: opts.format, spm: opts.spm });
}

/** `<list>?format=…&template=import|update`, for the selected rows (`spm`) or one sample row. */
export function templateUrl(
  listUrl: string,
  opts: { format: FileFormat; template: TemplateKind; spm?: string },
): string {
  return buildUrl(listUrl, {
    format: opts.format,
    template: opts.template,
    ...(opts.spm ? { spm: opts.spm } : { limit: 1 }),
  });
}

/** The file name of a `Content-Disposition: attachment; filename="…"` header, or null. */
export function attachmentName(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed encoding: the plain name below, if any.
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1]?.trim() || null;
}

/** Hands a file to the browser's downloads under `name`. */
export function saveFile(file: Blob, name: string): void {
  const href = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has taken the file by the time the click's task is over.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/**
 * Downloads a file the backend renders (an export, a template). It is fetched as any call is
 * (the tab's organisation in X-JMS-ORG), so a failed export is an error the caller shows, with the
 * catalogue's message, instead of a download the browser alone sees fail; then it is saved under
 * the name the server gave it.
 */
export async function download(url: string): Promise<void> {
  const res = await request<ArrayBuffer>(url, { raw: true, bytes: true, silent: true });
  const format = new URL(url, 'http://x').searchParams.get('format') ?? 'csv';
  const name = attachmentName(res.headers.get('content-disposition')) ?? `export.${format}`;
  saveFile(new Blob([res.body], { type: res.headers.get('content-type') ?? '' }), name);
}

/** The content type the backend's file parsers are registered under (`text/xlsx` is theirs). */
export function importContentType(file: Blob & { name?: string }): 'text/csv' | 'text/xlsx' {
  const name = (file.name ?? '').toLowerCase();
  if (name.endsWith('.xlsx') || file.type.includes('spreadsheetml') || file.type === 'text/xlsx') {
    return 'text/xlsx';
  }
  return 'text/csv';
}

/** `render-to-json/`'s answer: `[columnTitle, fieldName]` pairs and the rows. */
export interface RenderedFile {
  title: [string, string][];
  data: Record<string, unknown>[];
}

export function renderToJsonUrl(listUrl: string): string {
  return `${listUrl}render-to-json/`;
}
