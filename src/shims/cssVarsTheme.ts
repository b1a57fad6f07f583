/**
 * MUI's CSS-variable themes, which the console does not use: its theme (src/shell/theme.ts,
 * react-admin's) sets neither `cssVariables` nor `colorSchemes`, so MUI builds and provides it the
 * v5 way. MUI's `createTheme` and `ThemeProvider` import the CSS-variable builder and provider
 * anyway; vite.config.ts replaces those two imports with this module (~4 KiB gzip off every
 * page). A theme that asked for them would fail loudly here rather than render unstyled.
 */
function cssVarsThemesAreNotBuilt(): never {
  throw new Error(
    'MUI CSS-variable themes are not part of the console build (src/shims/cssVarsTheme.ts)',
  );
}

/** `createThemeWithVars`, createTheme's import. */
export default cssVarsThemesAreNotBuilt;
/** ThemeProvider's import. */
export const CssVarsProvider = cssVarsThemesAreNotBuilt;
