/**
 * Branding from public settings (docs/shell.md §1.3): favicon, login title and five theme colours,
 * each with derived shade, alpha and light variants, applied to the MUI theme. The last branding
 * seen is cached locally so the next load paints the right colours before any request answers.
 * Fonts: a system font stack, so nothing is fetched from a CDN.
 */
import { useMemo, useSyncExternalStore } from 'react';
import type { ButtonProps, CheckboxOwnerState } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { defaultDarkTheme, defaultTheme, type RaThemeOptions } from 'react-admin';

export type ThemeColorName = 'primary' | 'success' | 'info' | 'warning' | 'danger';
export type ThemeColors = Record<ThemeColorName, string>;

/** Dark-blue primary, orange warning, red danger. */
export const DEFAULT_COLORS: ThemeColors = {
  primary: '#1f3a93',
  success: '#1ab394',
  info: '#24b0ee',
  warning: '#e6a23c',
  danger: '#ed5565',
};

export const FONT_FAMILY =
  'system-ui, -apple-system, "Segoe UI", Roboto, "PingFang SC", "Hiragino Sans", "Microsoft YaHei", sans-serif';

const COLOR_NAMES = Object.keys(DEFAULT_COLORS) as ThemeColorName[];
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export interface Branding {
  colors: ThemeColors;
  favicon: string | null;
  loginTitle: string | null;
}

/** The INTERFACE block of the public settings, as far as the shell reads it. */
export interface InterfaceSettings {
  favicon?: string;
  login_title?: string;
  theme_info?: { colors?: Record<string, unknown> } | null;
}

/**
 * Colours named `primary` or `--color-primary` (the platform's CSS-variable style); only hex values
 * are taken, since they end up in style sheets.
 */
export function colorsFrom(raw: Record<string, unknown> | null | undefined): ThemeColors {
  const colors = { ...DEFAULT_COLORS };
  if (!raw) return colors;
  for (const [key, value] of Object.entries(raw)) {
    const name = key.replace(/^--color-/, '') as ThemeColorName;
    if (COLOR_NAMES.includes(name) && typeof value === 'string' && HEX.test(value.trim())) {
      colors[name] = value.trim().toLowerCase();
    }
  }
  return colors;
}

function rgbOf(hex: string): [number, number, number] {
  let h = hex.slice(1);
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

function toHex(rgb: number[]): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** `weight` of `other` mixed into `hex` (0 keeps hex, 1 gives other). */
function mix(hex: string, other: [number, number, number], weight: number): string {
  const base = rgbOf(hex);
  return toHex(base.map((c, i) => c + (other[i]! - c) * weight));
}

export interface ColorVariants {
  main: string;
  /** 20% darker: hover and pressed states. */
  shade: string;
  /** 90% towards white: tinted backgrounds (warning banners). */
  light: string;
  /** 12% opaque: selection backgrounds that keep the surface visible. */
  alpha: string;
}

export function variantsOf(hex: string): ColorVariants {
  const [r, g, b] = rgbOf(hex);
  return {
    main: hex,
    shade: mix(hex, [0, 0, 0], 0.2),
    light: mix(hex, [255, 255, 255], 0.9),
    alpha: `rgba(${r}, ${g}, ${b}, 0.12)`,
  };
}

/** WCAG relative luminance of a hex colour. */
function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two hex colours. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Contrast ratio of a hex colour against white. */
export function contrastOnWhite(hex: string): number {
  return contrast(hex, '#ffffff');
}

/**
 * `hex` darkened (on a light surface) or lightened (on a dark one) just enough to be read as text
 * on `surface` (WCAG AA, 4.5:1): the brand's orange and red are too light for the words of a text
 * button on white, its dark blue too dark for any word on a dark page.
 */
export function readableOn(hex: string, surface: string): string {
  const towards: [number, number, number] = luminance(surface) > 0.18 ? [0, 0, 0] : [255, 255, 255];
  for (let w = 0; w <= 1; w += 0.05) {
    const c = mix(hex, towards, w);
    if (contrast(c, surface) >= 4.5) return c;
  }
  return toHex(towards);
}

export function readableOnWhite(hex: string): string {
  return readableOn(hex, '#ffffff');
}

export type ThemeMode = 'light' | 'dark';

/** The dark page and its cards; MUI lightens raised surfaces (menus, dialogs) with a white veil. */
export const DARK_BACKGROUND = '#121212';
export const DARK_PAPER = '#1b1b1b';
/**
 * The lightest surface words sit on in dark mode: a dialog (elevation 24, a 16% white veil over the
 * paper) with a selected row's tint on it. Colours used as text are made readable on this one, so
 * they are readable on every darker surface too.
 */
export const DARK_SURFACE_MAX = '#424242';

declare module '@mui/material/styles' {
  interface PaletteColor {
    /** The colour as text on white (text and outlined buttons). */
    readable?: string;
    shade?: string;
    alpha?: string;
    pale?: string;
  }
  interface SimplePaletteColorOptions {
    readable?: string;
    shade?: string;
    alpha?: string;
    pale?: string;
  }
}

function paletteColor(hex: string, mode: ThemeMode) {
  if (mode === 'dark') return darkPaletteColor(hex);
  const v = variantsOf(hex);
  // MUI's `light` is a lighter but still saturated tone; the pale tint is kept as `pale`.
  return {
    main: v.main,
    dark: v.shade,
    light: mix(hex, [255, 255, 255], 0.3),
    shade: v.shade,
    alpha: v.alpha,
    pale: v.light,
    readable: readableOnWhite(hex),
  };
}

/**
 * In dark mode a colour is used as MUI uses its light tones there: the brand colour lightened until
 * it reads on every dark surface, as text and as a filled background under dark words alike
 * (`contrastThreshold` picks those).
 */
function darkPaletteColor(hex: string) {
  const main = readableOn(hex, DARK_SURFACE_MAX);
  const [r, g, b] = rgbOf(main);
  return {
    main,
    dark: mix(main, [0, 0, 0], 0.2),
    light: mix(main, [255, 255, 255], 0.3),
    shade: mix(main, [0, 0, 0], 0.2),
    alpha: `rgba(${r}, ${g}, ${b}, 0.16)`,
    pale: mix(hex, rgbOf(DARK_PAPER), 0.8),
    readable: main,
  };
}

/**
 * A name given to a MUI Checkbox as `aria-label` (react-admin's DataTable row checkbox, "Select
 * this row") lands on the root `<span>`, where ARIA prohibits it, and leaves the `<input>` unnamed.
 * The theme's Checkbox defaults move it to the input, for every list; `inputProps` still reach the
 * input. A Checkbox given its own `slotProps` (any slot) replaces both defaults, since a function
 * default does not merge, and MUI then ignores its `inputProps`: such a Checkbox names its input
 * through `slotProps.input`, as react-admin's select-all checkbox does.
 */
function checkboxInputProps(ownerState: CheckboxOwnerState) {
  const label = ownerState['aria-label'];
  const inputProps = ownerState.inputProps;
  return {
    ...inputProps,
    ...(label && !inputProps?.['aria-label'] && { 'aria-label': label }),
  };
}

function checkboxRootProps(ownerState: CheckboxOwnerState) {
  // Only when the input slot is ours, so the name is not dropped from both elements.
  const input = (ownerState as { slotProps?: { input?: unknown } }).slotProps?.input;
  return ownerState['aria-label'] && input === checkboxInputProps
    ? { 'aria-label': undefined }
    : {};
}

const BUTTON_COLORS = ['primary', 'secondary', 'success', 'info', 'warning', 'error'] as const;
type ButtonColor = (typeof BUTTON_COLORS)[number];

/**
 * Motion off for a user who asked their system for less of it (WCAG 2.3.3): no CSS transition and
 * no enter/exit animation of menus, dialogs, drawers and collapsible sections (docs/shell.md §1.4).
 */
const REDUCED_MOTION: RaThemeOptions['transitions'] = {
  create: () => 'none',
  duration: {
    shortest: 0,
    shorter: 0,
    short: 0,
    standard: 0,
    complex: 0,
    enteringScreen: 0,
    leavingScreen: 0,
  },
};

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function themeFromColors(
  colors: ThemeColors,
  reducedMotion = prefersReducedMotion(),
  mode: ThemeMode = 'light',
): RaThemeOptions {
  // react-admin's own light or dark theme underneath (its toolbar and input shades).
  const base = mode === 'dark' ? defaultDarkTheme : defaultTheme;
  return {
    ...base,
    ...(reducedMotion && { transitions: REDUCED_MOTION }),
    palette: {
      mode,
      primary: paletteColor(colors.primary, mode),
      secondary: paletteColor(colors.primary, mode),
      success: paletteColor(colors.success, mode),
      info: paletteColor(colors.info, mode),
      warning: paletteColor(colors.warning, mode),
      error: paletteColor(colors.danger, mode),
      ...(mode === 'dark' && {
        background: { default: DARK_BACKGROUND, paper: DARK_PAPER },
      }),
      // Words on a coloured background turn dark where white would not reach WCAG AA (4.5:1).
      contrastThreshold: 4.5,
    },
    components: {
      ...base.components,
      MuiButton: {
        ...base.components?.MuiButton,
        styleOverrides: {
          ...base.components?.MuiButton?.styleOverrides,
          root: ({ ownerState, theme }: { ownerState: ButtonProps; theme: Theme }) => {
            const color = ownerState.color as ButtonColor;
            if (ownerState.variant === 'contained' || !BUTTON_COLORS.includes(color)) return {};
            return { color: theme.palette[color].readable };
          },
        },
      },
      MuiCheckbox: {
        ...base.components?.MuiCheckbox,
        defaultProps: {
          ...base.components?.MuiCheckbox?.defaultProps,
          slotProps: { input: checkboxInputProps, root: checkboxRootProps },
        },
      },
      // Many bulk actions on a narrow list (assets beside their tree) scroll sideways in the
      // toolbar rather than running off the page.
      RaBulkActionsToolbar: {
        styleOverrides: {
          root: {
            '& .RaBulkActionsToolbar-topToolbar': {
              minWidth: 0,
              overflowX: 'auto',
              // Overflow on the right only, where scrolling reaches it.
              justifyContent: 'safe flex-end',
            },
            '& .RaBulkActionsToolbar-topToolbar .MuiButton-root': {
              flexShrink: 0,
              whiteSpace: 'nowrap',
            },
          },
        },
      },
      // A title naming a record (a 10,000-character name without a space) breaks anywhere and
      // stops at two lines with an ellipsis, rather than pushing the dialog wider than the window.
      MuiDialogTitle: {
        styleOverrides: {
          root: {
            overflowWrap: 'anywhere',
            display: '-webkit-box',
            WebkitBoxOrient: 'vertical',
            WebkitLineClamp: 2,
            overflow: 'hidden',
          },
        },
      },
      // A menu listing server names (organisations, nodes) stays narrower than the window and cuts
      // a long name with an ellipsis instead of scrolling sideways.
      MuiMenu: {
        styleOverrides: { paper: { maxWidth: 'min(480px, calc(100% - 32px))' } },
      },
      MuiMenuItem: {
        styleOverrides: {
          root: {
            '& .MuiListItemText-root': { minWidth: 0 },
            '& .MuiListItemText-primary': {
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            },
          },
        },
      },
      // react-admin's confirm dialog paints its destructive button in the error colour itself.
      RaConfirm: {
        styleOverrides: {
          root: ({ theme }: { theme: Theme }) => ({
            '& .RaConfirm-confirmWarning': { color: theme.palette.error.readable },
          }),
        },
      },
    },
    typography: { fontFamily: FONT_FAMILY },
  };
}

// --- the cached branding, shared by the theme hook and the document head
// ---------------------------

export const BRANDING_CACHE_KEY = 'themeColors';
const listeners = new Set<() => void>();

function safeUrl(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const v = value.trim();
  return v.startsWith('/') || /^https?:\/\//i.test(v) ? v : null;
}

function readCache(): Branding {
  try {
    const raw = JSON.parse(
      localStorage.getItem(BRANDING_CACHE_KEY) ?? 'null',
    ) as Partial<Branding> | null;
    return {
      colors: colorsFrom(raw?.colors),
      favicon: safeUrl(raw?.favicon),
      loginTitle: typeof raw?.loginTitle === 'string' ? raw.loginTitle : null,
    };
  } catch {
    return { colors: { ...DEFAULT_COLORS }, favicon: null, loginTitle: null };
  }
}

let current: Branding | null = null;

export function currentBranding(): Branding {
  current ??= readCache();
  return current;
}

function setFavicon(href: string | null): void {
  if (!href || typeof document === 'undefined') return;
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
}

/** Takes the INTERFACE block of `/settings/public/` (or `/open/`): caches it and repaints. */
export function applyInterface(settings: InterfaceSettings | null | undefined): void {
  if (!settings) return;
  const colors = colorsFrom(settings.theme_info?.colors);
  const previous = currentBranding();
  const next: Branding = {
    // The same colours keep their object: a new one would rebuild the theme and restyle every
    // component when only the favicon or the title changed.
    colors: JSON.stringify(colors) === JSON.stringify(previous.colors) ? previous.colors : colors,
    favicon: safeUrl(settings.favicon),
    loginTitle: typeof settings.login_title === 'string' ? settings.login_title : null,
  };
  setFavicon(next.favicon);
  if (JSON.stringify(next) === JSON.stringify(previous)) return;
  current = next;
  try {
    localStorage.setItem(BRANDING_CACHE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or disabled: the colours still apply to this page.
  }
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useBranding(): Branding {
  return useSyncExternalStore(subscribe, currentBranding, currentBranding);
}

/**
 * The react-admin theme for `<Admin theme>` in one mode: cached colours first, live ones once
 * settings load.
 */
export function useConsoleTheme(mode: ThemeMode = 'light'): RaThemeOptions {
  const { colors } = useBranding();
  return useMemo(() => themeFromColors(colors, prefersReducedMotion(), mode), [colors, mode]);
}

/** The theme at module load, for callers that cannot use a hook. */
export const theme: RaThemeOptions = themeFromColors(currentBranding().colors);

// The page's tab shows the cached branding before anything renders.
if (typeof document !== 'undefined') {
  const { favicon, loginTitle } = currentBranding();
  setFavicon(favicon);
  if (loginTitle) document.title = loginTitle;
}
