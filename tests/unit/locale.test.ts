import { describe, expect, it } from 'vitest';
import { detectLocale } from '../../i18n';
import '../support/catalogues';

describe('language choice (docs/shell.md §1.2)', () => {
  it('takes the language cookie first, in the values Django writes', () => {
    expect(detectLocale('zh-hans', ['en-US'])).toBe('zh');
    expect(detectLocale('ja', ['en-US'])).toBe('ja');
    expect(detectLocale('en', ['ja-JP'])).toBe('en');
  });
  it('then the browser language, then Chinese', () => {
    expect(detectLocale(null, ['fr-FR', 'ja-JP'])).toBe('ja');
    expect(detectLocale(null, ['fr-FR'])).toBe('zh');
  });
});
