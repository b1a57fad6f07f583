/**
 * Export and import on the wire (protocol.md §5): export and template downloads are plain browser
 * navigations to the list URL with `format=`, so the org travels in the X-JMS-ORG cookie; a file
 * is turned into rows by `render-to-json/`.
 */
import { ORG_COOKIE, writeCookie } from './cookies';
import { buildUrl, orgHeader, type QueryValue } from './httpClient';
import { listQuery, type ListParamsLike } from './listQuery';

export type FileFormat = 'csv' | 'xlsx';
export type TemplateKind = 'import' | 'update';

/** Never part of an export: the page and, per shell-spec §7.2, the date range. */
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

/**
 * Downloads by navigation, as the backend expects (its response is an attachment). A navigation
 * sends no X-JMS-ORG header, so the org cookie is brought in line with this tab's org first.
 */
export async function download(url: string): Promise<void> {
  const org = orgHeader();
  if (org) writeCookie(ORG_COOKIE, org);
  const link = document.createElement('a');
  link.href = url;
  // An error answer must not replace the console page.
  link.download = '';
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
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
