import { createTheme, getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import {
  contrast,
  DARK_BACKGROUND,
  DARK_PAPER,
  DARK_SURFACE_MAX,
  DEFAULT_COLORS,
  themeFromColors,
  type ThemeColors,
} from '../../src/shell/theme';
import { applyChoice, modeOf, THEME_KEY } from '../../src/shell/themeMode';
import { memoryStore } from 'react-admin';

const NAMES = ['primary', 'success', 'info', 'warning', 'error'] as const;

/** The defaults and brands with very dark, very light and saturated colours. */
const BRANDS: ThemeColors[] = [
  DEFAULT_COLORS,
  {
    primary: '#000080',
    success: '#006400',
    info: '#00008b',
    warning: '#8b4513',
    danger: '#8b0000',
  },
  {
    primary: '#ffff00',
    success: '#7fff00',
    info: '#00ffff',
    warning: '#ffd700',
    danger: '#ff69b4',
  },
  {
    primary: '#7b1fa2',
    success: '#2e7d32',
    info: '#0288d1',
    warning: '#ed6c02',
    danger: '#d32f2f',
  },
];

describe('the dark theme', () => {
  it('is MUI dark mode on dark surfaces', () => {
    const { palette } = createTheme(themeFromColors(DEFAULT_COLORS, false, 'dark'));
    expect(palette.mode).toBe('dark');
    expect(palette.background.default).toBe(DARK_BACKGROUND);
    expect(palette.background.paper).toBe(DARK_PAPER);
    expect(getContrastRatio(palette.text.primary, DARK_SURFACE_MAX)).toBeGreaterThan(7);
  });

  it.each(BRANDS)('makes every brand colour readable on every dark surface (%o)', (colors) => {
    const { palette } = createTheme(themeFromColors(colors, false, 'dark'));
    for (const name of NAMES) {
      const c = palette[name];
      for (const surface of [DARK_BACKGROUND, DARK_PAPER, DARK_SURFACE_MAX]) {
        expect(contrast(c.readable!, surface), `${name} on ${surface}`).toBeGreaterThanOrEqual(4.5);
        expect(contrast(c.main, surface), `${name} main on ${surface}`).toBeGreaterThanOrEqual(4.5);
      }
      // A filled button's words.
      expect(getContrastRatio(c.contrastText, c.main), `${name} filled`).toBeGreaterThanOrEqual(
        4.5,
      );
    }
  });

  it('keeps the light theme as it was: the brand colour, darkened for text on white', () => {
    const { palette } = createTheme(themeFromColors(DEFAULT_COLORS, false, 'light'));
    expect(palette.mode).toBe('light');
    expect(palette.primary.main).toBe('#1f3a93');
    for (const name of NAMES) {
      expect(contrast(palette[name].readable!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('the theme choice in the Store', () => {
  it('light and dark set react-admin\'s key; "as the system" removes it', () => {
    const store = memoryStore();
    store.setup();
    applyChoice(store, 'dark');
    expect(store.getItem(THEME_KEY)).toBe('dark');
    applyChoice(store, 'light');
    expect(store.getItem(THEME_KEY)).toBe('light');
    applyChoice(store, 'system');
    expect(store.getItem(THEME_KEY)).toBeUndefined();
  });

  it("reads an absent or stale value as the system's scheme", () => {
    expect(modeOf(undefined, 'dark')).toBe('dark');
    expect(modeOf('blue', 'light')).toBe('light');
    expect(modeOf('dark', 'light')).toBe('dark');
  });
});
