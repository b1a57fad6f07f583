import { describe, expect, it } from 'vitest';
import { displayValue } from '../../src/schema/display';

const t = (k: string) =>
  ({ 'app.value.empty': '-', 'app.value.yes': 'Yes', 'app.value.no': 'No' })[k] ?? k;

describe('displayValue (docs/shell.md §14.1)', () => {
  it('shows "-" for empty values', () => {
    for (const v of [null, undefined, '', []]) expect(displayValue(v, t)).toBe('-');
  });
  it('shows booleans as Yes/No', () => {
    expect(displayValue(true, t)).toBe('Yes');
    expect(displayValue(false, t)).toBe('No');
  });
  it('shows choices by label and relations by label, display name or name', () => {
    expect(displayValue({ value: 'local', label: 'Local' }, t)).toBe('Local');
    expect(displayValue({ id: '1', display_name: 'SystemAdmin' }, t)).toBe('SystemAdmin');
    expect(displayValue({ id: '1', name: 'Default' }, t)).toBe('Default');
  });
  it("reads the backend's account aliases as words, leaving out @SPEC beside names", () => {
    expect(displayValue(['@SPEC', 'root', 'admin', '@INPUT'], t)).toBe(
      'root, admin, app.value.accounts.input',
    );
    expect(displayValue(['@ALL', '@USER'], t)).toBe(
      'app.value.accounts.all, app.value.accounts.user',
    );
    expect(displayValue(['@SPEC'], t)).toBe('app.value.accounts.spec');
  });
  it('joins arrays with ", "', () => {
    expect(
      displayValue(
        [
          { id: 1, name: 'DBA' },
          { id: 2, name: 'SRE' },
        ],
        t,
      ),
    ).toBe('DBA, SRE');
    expect(displayValue(['a', 'b'], t)).toBe('a, b');
  });
});

describe('datetimes (docs/shell.md §15: short, medium 24-hour, long)', () => {
  it('reads the backend format and shows it in the browser zone, 24-hour', () => {
    // Expected values are computed in whatever zone the test runs in.
    const local = (iso: string) => {
      const d = new Date(iso);
      const p = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}/${p(d.getMonth() + 1)}/${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
    };
    expect(displayValue('2023/03/20 10:11:12 +0800', t, { type: 'datetime', locale: 'en' })).toBe(
      local('2023-03-20T02:11:12Z'),
    );
    expect(displayValue('2023/03/20 22:11:12 +0800', t, { type: 'datetime', locale: 'zh' })).toBe(
      local('2023-03-20T14:11:12Z'),
    );
  });
  it('reads a date the metadata does not type, in the backend format or as ISO text', () => {
    const local = (iso: string) => {
      const d = new Date(iso);
      const p = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}/${p(d.getMonth() + 1)}/${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
    };
    expect(displayValue('2023/03/20 10:11:12 +0800', t)).toBe(local('2023-03-20T02:11:12Z'));
    expect(displayValue('2023-03-20T02:11:12.345Z', t)).toBe(local('2023-03-20T02:11:12Z'));
    expect(displayValue('2023-03-20T10:11:12+08:00', t, { type: 'field' })).toBe(
      local('2023-03-20T02:11:12Z'),
    );
    expect(displayValue(['2023-03-20T02:11:12Z'], t)).toBe(local('2023-03-20T02:11:12Z'));
  });
  it('leaves other strings alone and unparseable dates as sent', () => {
    for (const v of ['not a date', '2023-03-20', '10:11:12', 'backup 2023-03-20T02:11:12Z'])
      expect(displayValue(v, t)).toBe(v);
    expect(displayValue('not a date', t, { type: 'datetime' })).toBe('not a date');
  });
});

describe('bare choice values', () => {
  const choices = [
    { value: 'ssh', label: 'SSH' },
    { value: 'koko', label: 'KoKo' },
  ];
  it('reads a bare value by its metadata label, and an unknown one as sent', () => {
    expect(displayValue('ssh', t, { choices })).toBe('SSH');
    expect(displayValue(['ssh', 'koko'], t, { choices })).toBe('SSH, KoKo');
    expect(displayValue('vnc', t, { choices })).toBe('vnc');
  });
});
