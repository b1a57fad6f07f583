// Checks the hand-written react-admin (`ra.*`) catalogues against ra-language-english: same keys,
// same interpolation placeholders, single plural form, and nothing left untranslated.
import { describe, it, expect } from 'vitest';
import englishMessages from 'ra-language-english';
import { raChinese } from '../../i18n/ra/zh';
import { raJapanese } from '../../i18n/ra/ja';

type Flat = Record<string, string>;

const flatten = (node: unknown, prefix = '', out: Flat = {}): Flat => {
  if (typeof node === 'string') {
    out[prefix] = node;
    return out;
  }
  if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      flatten(value, prefix ? `${prefix}.${key}` : key, out);
    }
    return out;
  }
  throw new Error(`Unexpected value of type ${typeof node} at "${prefix}"`);
};

const placeholders = (value: string): string[] =>
  [...value.matchAll(/%\{([^}]+)\}/g)].map((match) => match[0]).sort();

// Letters left once the placeholders are removed: '%{name}' or ' ' have none.
const hasLetters = (value: string): boolean => /\p{L}/u.test(value.replace(/%\{[^}]+\}/g, ''));

const english = flatten(englishMessages);
const englishKeys = Object.keys(english).sort();

const catalogues: Array<[string, unknown]> = [
  ['zh (raChinese)', raChinese],
  ['ja (raJapanese)', raJapanese],
];

describe('ra-language-english reference', () => {
  it('is the full ra.* catalogue', () => {
    expect(englishKeys.length).toBeGreaterThan(150);
    expect(englishKeys.every((key) => key.startsWith('ra.'))).toBe(true);
  });
});

describe.each(catalogues)('%s', (_name, messages) => {
  const translated = flatten(messages);

  it('has exactly the English key set', () => {
    expect(Object.keys(translated).sort()).toEqual(englishKeys);
  });

  it('keeps every placeholder of the English string', () => {
    const missing = englishKeys.flatMap((key) => {
      const value = translated[key] ?? '';
      return placeholders(english[key] ?? '')
        .filter((placeholder) => !value.includes(placeholder))
        .map((placeholder) => `${key}: ${placeholder}`);
    });
    expect(missing).toEqual([]);
  });

  it('introduces no placeholder unknown to the English string', () => {
    const extra = englishKeys.flatMap((key) => {
      const known = new Set(placeholders(english[key] ?? ''));
      return placeholders(translated[key] ?? '')
        .filter((placeholder) => !known.has(placeholder))
        .map((placeholder) => `${key}: ${placeholder}`);
    });
    expect(extra).toEqual([]);
  });

  it('uses a single plural form (no "||||")', () => {
    const plural = englishKeys.filter((key) => (translated[key] ?? '').includes('||||'));
    expect(plural).toEqual([]);
  });

  it('leaves nothing untranslated', () => {
    const untranslated = englishKeys.filter((key) => {
      const source = english[key] ?? '';
      return translated[key] === source && hasLetters(source);
    });
    expect(untranslated).toEqual([]);
  });

  it('has no empty values where English has text', () => {
    const empty = englishKeys.filter(
      (key) => (english[key] ?? '').trim() !== '' && (translated[key] ?? '').trim() === '',
    );
    expect(empty).toEqual([]);
  });
});
