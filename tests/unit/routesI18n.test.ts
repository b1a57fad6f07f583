import { describe, expect, it, vi } from 'vitest';
import { readCookie } from '../../dataProvider/cookies';
import { createI18nProvider, LOCALES, type Locale } from '../../i18n';
import { ROUTES } from '../../src/shell/routeMap';
import { VIEW_RULES } from '../../src/shell/views';
import { formatDate } from '../../src/schema/datetime';
import '../support/catalogues';

const MISSING = '\u0000missing';

describe('route and view titles', () => {
  const keys = [...new Set([...ROUTES.map((e) => e.title), ...VIEW_RULES.map((v) => v.title)])];

  it.each(LOCALES.map((l) => l.locale))('are all translated in %s', (locale) => {
    const i18n = createI18nProvider(locale as Locale);
    const missing = keys.filter(
      (k) => i18n.translate(k, { _: MISSING, smart_count: 2 }) === MISSING,
    );
    expect(missing).toEqual([]);
  });

  it('differ between the languages (no English left in zh or ja)', () => {
    const en = createI18nProvider('en');
    for (const locale of ['zh', 'ja'] as const) {
      const other = createI18nProvider(locale);
      for (const key of [
        'routes.users',
        'routes.groups.perms',
        'shell.views.audit',
        'shell.errors.forbidden',
      ]) {
        expect(other.translate(key), `${locale} ${key}`).not.toBe(en.translate(key));
      }
    }
  });
});

describe('switching language', () => {
  it('writes the cookie the backend reads, then tells the console, which refetches the page', async () => {
    const onChange = vi.fn();
    const i18n = createI18nProvider('en', onChange);
    await i18n.changeLocale('zh');
    expect(readCookie('django_language')).toBe('zh-hans');
    expect(i18n.getLocale()).toBe('zh');
    expect(i18n.translate('shell.views.console')).toBe('控制台');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(onChange).toHaveBeenCalledWith('zh');
    await i18n.changeLocale('ja');
    expect(readCookie('django_language')).toBe('ja');
    expect(i18n.translate('ra.action.save')).toBe(
      createI18nProvider('ja').translate('ra.action.save'),
    );
  });

  it("keeps react-admin's own messages in every language", () => {
    const del = (l: Locale) => createI18nProvider(l).translate('ra.action.delete');
    expect([del('en'), del('zh'), del('ja')]).toEqual(['Delete', '删除', '削除']);
  });
});

describe('dates in the chosen language', () => {
  // Midday UTC: the same day in every time zone the tests may run in.
  const value = '2023/03/20 20:11:12 +0800';
  it('uses 24-hour medium dates everywhere and the language in long dates', () => {
    for (const l of ['en', 'zh', 'ja'])
      expect(formatDate(value, l, 'medium')).toMatch(/^2023\/03\/20 \d{2}:\d{2}:12$/);
    expect(formatDate(value, 'en', 'long')).toMatch(/^Monday, March 20, 2023/);
    expect(formatDate(value, 'zh', 'long')).toMatch(/^2023年3月20日 星期一/);
    expect(formatDate(value, 'ja', 'long')).toMatch(/^2023年3月20日\(月\)/);
    expect(formatDate(value, 'ja', 'short')).toBe('2023/03/20');
  });
});
