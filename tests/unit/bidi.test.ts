/**
 * Server strings inside the console's sentences are isolated when they carry right-to-left text
 * or bidi controls (i18n/bidi.ts), through the i18n provider's interpolation.
 */
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../i18n';
import { FSI, isolateArgs, isolateBidi, PDI } from '../../i18n/bidi';

const SPOOF = 'x \u202Egnp.exe';

describe('bidi isolation of server strings', () => {
  it('wraps a value with bidi controls or right-to-left letters, leaves the others alone', () => {
    expect(isolateBidi(SPOOF)).toBe(`${FSI}${SPOOF}${PDI}`);
    expect(isolateBidi('מנהלים')).toBe(`${FSI}מנהלים${PDI}`);
    expect(isolateBidi('الإدارة')).toBe(`${FSI}الإدارة${PDI}`);
    expect(isolateBidi('a\u2066b')).toBe(`${FSI}a\u2066b${PDI}`);
    for (const plain of ['Auditors', '运维组', 'テスト', 'a "quoted" (name)', ''])
      expect(isolateBidi(plain)).toBe(plain);
  });

  it('isolates string options but not the default message or counts', () => {
    const options = { name: SPOOF, smart_count: 2, _: SPOOF, plain: 'ok' };
    expect(isolateArgs(options)).toEqual({ ...options, name: `${FSI}${SPOOF}${PDI}` });
    const untouched = { name: 'ok' };
    expect(isolateArgs(untouched)).toBe(untouched);
    expect(isolateArgs(undefined)).toBeUndefined();
  });

  it('the i18n provider sets an interpolated name apart from its sentence', () => {
    const { translate } = createI18nProvider('en');
    expect(translate('pages.confirm.delete_one', { name: SPOOF })).toBe(
      `Are you sure you want to delete "${FSI}${SPOOF}${PDI}"?`,
    );
    expect(translate('pages.confirm.delete_one', { name: 'Auditors' })).toBe(
      'Are you sure you want to delete "Auditors"?',
    );
  });
});
