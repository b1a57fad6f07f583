import { describe, expect, it } from 'vitest';
import { cellText, parseCell, rowPayload } from '../../src/components/importExport/cells';
import { failureLines, failureText } from '../../src/components/importExport/failures';
import { fileProblem } from '../../src/components/importExport/fileRules';
import {
  asRenderedFile,
  columnWidth,
  previewColumns,
  previewMessages,
  type PreviewMessage,
} from '../../src/components/importExport/preview';
import { outcomeOfError } from '../../src/components/importExport/rowOutcome';

const ROLE = '00000000-0000-0000-0000-000000000003';

describe('import cells', () => {
  it('shows values the way the spreadsheet wrote them', () => {
    expect(cellText(null)).toBe('-');
    expect(cellText(undefined)).toBe('');
    expect(cellText(true)).toBe('Yes');
    expect(cellText(3)).toBe('3');
    expect(cellText({ pk: ROLE, name: 'User' })).toBe(`User(${ROLE})`);
    expect(cellText([{ pk: ROLE, name: 'User' }])).toBe(`["User(${ROLE})"]`);
    expect(cellText({ name: 'ssh', port: '22' })).toBe('{"name":"ssh","port":"22"}');
    expect(cellText([''])).toBe('');
    expect(cellText([])).toBe('[]');
  });

  it('reads an edited cell back by the field type, as the server read the file', () => {
    expect(parseCell('-')).toBeNull();
    expect(parseCell('yes', { type: 'boolean' })).toBe(true);
    expect(parseCell('No', { type: 'boolean' })).toBe(false);
    expect(parseCell(`User(${ROLE})`, { type: 'object_related_field' })).toEqual({
      pk: ROLE,
      name: 'User',
    });
    expect(parseCell('Linux(1)', { type: 'object_related_field' })).toEqual({
      pk: 1,
      name: 'Linux',
    });
    expect(parseCell(`["User(${ROLE})"]`, { type: 'm2m_related_field' })).toEqual([
      { pk: ROLE, name: 'User' },
    ]);
    expect(parseCell(`[‘User(${ROLE})’]`, { type: 'm2m_related_field' })).toEqual([
      { pk: ROLE, name: 'User' },
    ]);
    expect(parseCell('', { type: 'm2m_related_field' })).toBe('');
    expect(parseCell(' alice@example.com ', { type: 'email' })).toBe('alice@example.com');
    // Round trip of what the preview shows.
    const groups = [{ pk: ROLE, name: 'Ops' }];
    expect(parseCell(cellText(groups), { type: 'm2m_related_field' })).toEqual(groups);
  });

  it('leaves blank cells out of the request so they never clear what the server has', () => {
    const row = {
      id: 'u1',
      name: 'Alice',
      groups: [''],
      org_roles: '',
      comment: '',
      phone: null,
      system_roles: [],
      '': 'unmatched column',
    };
    expect(rowPayload(row)).toEqual({ id: 'u1', name: 'Alice', phone: null, system_roles: [] });
  });
});

describe('failed rows', () => {
  const titleOf = (f: string) => ({ email: 'Email', protocols: 'Protocols' })[f] ?? f;

  it('turns field errors into "<column title>: message" lines and row-wide ones into plain lines', () => {
    const lines = failureLines(
      {
        email: ['user with this email already exists.'],
        protocols: [{}, { port: ['Ensure this value is less than or equal to 65535.'] }],
        non_field_errors: ['Something is inconsistent'],
      },
      titleOf,
      'fallback',
    );
    expect(lines).toEqual([
      { title: 'Email', message: 'user with this email already exists.' },
      { title: 'Protocols', message: 'port: Ensure this value is less than or equal to 65535.' },
      { title: null, message: 'Something is inconsistent' },
    ]);
    expect(failureText(lines)).toBe(
      'Email: user with this email already exists.\nProtocols: port: Ensure this value is less than or equal to 65535.\nSomething is inconsistent',
    );
    expect(failureLines({ detail: 'Not found.', code: 'not_found' }, titleOf, 'x')).toEqual([
      { title: null, message: 'Not found.' },
    ]);
    expect(failureLines(['msg'], titleOf, 'x')).toEqual([{ title: null, message: 'msg' }]);
    expect(failureLines(null, titleOf, 'x')).toEqual([{ title: null, message: 'x' }]);
  });

  it('fails a row on any answer, but halts without one (network, 401, gateway errors)', () => {
    const t = (k: string) => `t:${k}`;
    expect(outcomeOfError({ status: 400, body: { email: ['bad'] } }, titleOf, t)).toEqual({
      kind: 'failed',
      lines: [{ title: 'Email', message: 'bad' }],
    });
    expect(
      outcomeOfError(
        { status: 403, body: { detail: 'nope' }, notice: 'app.http.forbidden' },
        titleOf,
        t,
      ),
    ).toEqual({
      kind: 'failed',
      lines: [{ title: null, message: 'nope' }],
    });
    expect(
      outcomeOfError({ status: 500, body: null, notice: 'app.http.server_error' }, titleOf, t),
    ).toEqual({
      kind: 'failed',
      lines: [{ title: null, message: 't:app.http.server_error' }],
    });
    expect(outcomeOfError({ status: 0, body: null }, titleOf, t)).toEqual({
      kind: 'halt',
      reason: 'network',
    });
    expect(outcomeOfError(new DOMException('aborted', 'AbortError'), titleOf, t)).toEqual({
      kind: 'halt',
      reason: 'network',
    });
    expect(outcomeOfError({ status: 401 }, titleOf, t)).toEqual({
      kind: 'halt',
      reason: 'unauthorized',
    });
    expect(outcomeOfError({ status: 503 }, titleOf, t)).toEqual({
      kind: 'halt',
      reason: 'unavailable',
    });
  });
});

describe('the uploader and the preview', () => {
  const file = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name);

  it('accepts one .csv or .xlsx file within the limit', () => {
    expect(fileProblem([file('users.csv', 10)], 30)).toBeNull();
    expect(fileProblem([file('USERS.XLSX', 10)], 30)).toBeNull();
    expect(fileProblem([file('users.xls', 10)], 30)?.key).toBe('importExport.import.wrongType');
    expect(fileProblem([file('a.csv', 1), file('b.csv', 1)], 30)?.key).toBe(
      'importExport.import.oneFile',
    );
    expect(fileProblem([file('big.csv', 10 * 1024 * 1024 + 1)], 10)).toEqual({
      key: 'importExport.import.tooLarge',
      args: { size: 10 },
    });
    expect(fileProblem([file('big.csv', 10 * 1024 * 1024 + 1)], 30)).toBeNull();
  });

  it('sizes columns at about 10 px per character, between 100 and 180 px', () => {
    expect(columnWidth(3)).toBe(100);
    expect(columnWidth(14)).toBe(140);
    expect(columnWidth(40)).toBe(180);
    const cols = previewColumns(
      asRenderedFile({
        title: [
          ['*Name', 'name'],
          ['Comment', 'comment'],
          ['Unknown', ''],
        ],
        data: [{ name: 'Al', comment: 'x'.repeat(15) }],
      }),
    );
    expect(cols).toEqual([
      { field: 'name', title: '*Name', width: 100 },
      { field: 'comment', title: 'Comment', width: 150 },
    ]);
  });

  it('prepares the answer in chunks from raw bytes, and reports a broken answer', () => {
    const data = Array.from({ length: 12000 }, (_, i) => ({ name: `u${i}` }));
    const bytes = new TextEncoder().encode(
      JSON.stringify({ title: [['Name', 'name']], data }),
    ).buffer;
    const messages = [...previewMessages(bytes as ArrayBuffer)];
    expect(messages.map((m) => m.type)).toEqual(['meta', 'rows', 'rows', 'rows', 'done']);
    expect(messages[0]).toMatchObject({ type: 'meta', total: 12000 });
    const rows = messages.flatMap((m) => (m.type === 'rows' ? m.rows : []));
    expect(rows).toEqual(data);

    const broken: PreviewMessage[] = [
      ...previewMessages(new TextEncoder().encode('{"detail":"x"}').buffer as ArrayBuffer),
    ];
    expect(broken).toEqual([{ type: 'error', message: 'unexpected render-to-json answer' }]);
  });
});
