/**
 * Areas whose screens all load on demand bring their own strings (docs/shell.md §1.2): the first
 * page's catalogues leave them out, the area's catalogue module adds them in the three languages,
 * and every file that uses one of their keys imports that module, so the strings are there before
 * anything of the area renders, however the file is reached.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addAreaCatalogue } from '../../i18n/areaCatalogues';
import { createI18nProvider } from '../../i18n';
import { en } from '../../i18n/en';
import '../support/catalogues';

const AREAS_DIR = 'i18n/areas';
const areaNamespaces = readdirSync(AREAS_DIR).map((f) => f.replace(/\.ts$/, ''));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) ? [path] : [];
  });
}

describe('area catalogues', () => {
  it('an added area translates in each language, with interpolation and plurals', async () => {
    const i18n = createI18nProvider('en');
    expect(i18n.translate('probeArea.greeting', { name: 'Ann' })).toBe('probeArea.greeting');
    addAreaCatalogue('probeArea', {
      en: { greeting: 'Hello %{name}', rows: '%{smart_count} row |||| %{smart_count} rows' },
      zh: { greeting: '你好 %{name}', rows: '%{smart_count} 行' },
      ja: { greeting: 'こんにちは %{name}', rows: '%{smart_count} 行' },
    });
    expect(i18n.translate('probeArea.greeting', { name: 'Ann' })).toBe('Hello Ann');
    expect(i18n.translate('probeArea.rows', { smart_count: 2 })).toBe('2 rows');
    // The main catalogue still answers its own keys.
    expect(i18n.translate('ra.action.save')).toBe('Save');
    await i18n.changeLocale('zh');
    expect(i18n.translate('probeArea.greeting', { name: 'Ann' })).toBe('你好 Ann');
    await i18n.changeLocale('ja');
    expect(i18n.translate('probeArea.greeting', { name: 'Ann' })).toBe('こんにちは Ann');
    // A value with right-to-left letters is isolated here as in the main catalogue (bidi.ts).
    expect(i18n.translate('probeArea.greeting', { name: 'א' })).toBe('こんにちは \u2068א\u2069');
  });

  it('the areas are not in the first page’s catalogue, and their modules add them', async () => {
    for (const ns of areaNamespaces) expect(Object.keys(en)).not.toContain(ns);
    await import('../../i18n/areas/profile');
    await import('../../i18n/areas/ticketSession');
    for (const [locale, words] of [
      ['en', 'Session'],
      ['zh', '会话'],
      ['ja', 'セッション'],
    ] as const)
      expect(createI18nProvider(locale).translate('ticketSession.title')).toBe(words);
    expect(createI18nProvider('zh').translate('profile.keys.created_title')).toBe('API Key 已创建');
  });

  it('every file using an area’s keys imports the area’s catalogue', async () => {
    // A key is the namespace and one of its catalogue's sections (`settings.view_setting` is a
    // permission, not a key).
    const keyPatterns = await Promise.all(
      areaNamespaces.map(async (ns) => {
        const catalogue = ((await import(`../../i18n/en/${ns}.ts`)) as Record<string, object>)[ns]!;
        return new RegExp(`['"\`]${ns}\\.(${Object.keys(catalogue).join('|')})\\b`);
      }),
    );
    const missing: string[] = [];
    for (const file of sourceFiles('src')) {
      const code = readFileSync(file, 'utf8');
      for (const [i, ns] of areaNamespaces.entries()) {
        if (!keyPatterns[i]!.test(code)) continue;
        const module = relative(join(file, '..'), join(AREAS_DIR, ns));
        if (!code.includes(`import '${module}';`)) missing.push(`${file}: ${ns}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
