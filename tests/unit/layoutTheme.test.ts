import { createTheme } from '@mui/material/styles';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  applyInterface,
  BRANDING_CACHE_KEY,
  colorsFrom,
  currentBranding,
  DEFAULT_COLORS,
  themeFromColors,
  useConsoleTheme,
  variantsOf,
} from '../../src/shell/theme';

describe('theme colours', () => {
  it('default to a dark-blue primary, an orange warning and a red danger', () => {
    expect(colorsFrom(undefined)).toEqual(DEFAULT_COLORS);
    const palette = createTheme(themeFromColors(DEFAULT_COLORS)).palette;
    expect(palette.primary.main).toBe('#1f3a93');
    expect(palette.warning.main).toBe('#e6a23c');
    expect(palette.error.main).toBe('#ed5565');
  });

  it('build a plain MUI theme, without CSS variables (the build leaves them out: src/shims/cssVarsTheme.ts)', () => {
    const options = themeFromColors(DEFAULT_COLORS);
    expect('cssVariables' in options || 'colorSchemes' in options).toBe(false);
    const built = createTheme(options);
    expect('colorSchemes' in built).toBe(false);
  });

  it('drop transitions and animations when the user asks for reduced motion', () => {
    expect(createTheme(themeFromColors(DEFAULT_COLORS, true)).transitions.create('opacity')).toBe(
      'none',
    );
    expect(
      createTheme(themeFromColors(DEFAULT_COLORS, false)).transitions.create('opacity'),
    ).toMatch(/^opacity \d+ms/);
  });

  it('take the settings colours by either naming, hex values only', () => {
    expect(
      colorsFrom({
        '--color-primary': '#1AB394',
        danger: '#c00',
        info: 'red',
        warning: 'url(x)',
        other: '#123456',
      }),
    ).toEqual({
      ...DEFAULT_COLORS,
      primary: '#1ab394',
      danger: '#c00',
    });
  });

  it('derive a shade, a light tint and an alpha for each colour', () => {
    expect(variantsOf('#336699')).toEqual({
      main: '#336699',
      shade: '#29527a',
      light: '#ebf0f5',
      alpha: 'rgba(51, 102, 153, 0.12)',
    });
    const palette = createTheme(themeFromColors({ ...DEFAULT_COLORS, primary: '#336699' })).palette;
    expect(palette.primary).toMatchObject({
      main: '#336699',
      dark: '#29527a',
      shade: '#29527a',
      pale: '#ebf0f5',
    });
  });
});

describe('branding from public settings', () => {
  it('is cached so the next page load starts with it, favicon included', async () => {
    applyInterface({
      favicon: '/media/logo/favicon.ico',
      login_title: 'ACME Bastion',
      theme_info: { colors: { '--color-primary': '#8e44ad' } },
    });
    expect(currentBranding()).toMatchObject({
      loginTitle: 'ACME Bastion',
      colors: { primary: '#8e44ad' },
    });
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(
      '/media/logo/favicon.ico',
    );
    expect(JSON.parse(localStorage.getItem(BRANDING_CACHE_KEY)!)).toMatchObject({
      colors: { primary: '#8e44ad' },
    });

    // A fresh page: the module reads the cache before any request, and the tab shows it at once.
    document.title = 'JumpServer';
    document.querySelector('link[rel="icon"]')?.setAttribute('href', 'data:,');
    vi.resetModules();
    const fresh = await import('../../src/shell/theme');
    expect(fresh.currentBranding()).toMatchObject({
      loginTitle: 'ACME Bastion',
      favicon: '/media/logo/favicon.ico',
    });
    expect(createTheme(fresh.theme).palette.primary.main).toBe('#8e44ad');
    expect(document.title).toBe('ACME Bastion');
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(
      '/media/logo/favicon.ico',
    );
  });

  it('keeps the theme when only the title or the favicon changes, and follows new colours', () => {
    applyInterface({
      login_title: 'Before',
      theme_info: { colors: { '--color-primary': '#8e44ad' } },
    });
    const { result } = renderHook(() => useConsoleTheme());
    const before = result.current;
    act(() =>
      applyInterface({
        login_title: 'After',
        favicon: '/media/logo/new.ico',
        theme_info: {
          colors: { '--color-primary': '#8e44ad' },
        },
      }),
    );
    expect(currentBranding().loginTitle).toBe('After');
    // The same theme object: MUI restyles every component when it changes.
    expect(result.current).toBe(before);
    act(() =>
      applyInterface({
        login_title: 'After',
        theme_info: { colors: { '--color-primary': '#16a085' } },
      }),
    );
    expect(result.current).not.toBe(before);
    expect(createTheme(result.current).palette.primary.main).toBe('#16a085');
  });

  it('ignores favicons that are not web addresses', () => {
    applyInterface({ favicon: 'javascript:alert(1)', theme_info: {} });
    expect(currentBranding().favicon).toBeNull();
  });
});
