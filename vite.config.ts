/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from './scripts/lib/precompress.ts';

// The console is served under /ui/ next to the platform's backend.
export default defineConfig({
  base: '/ui/',
  plugins: [
    react(),
    // .gz and .br beside the text files, for nginx's gzip_static and brotli_static.
    precompress(),
    {
      // See the shims: libraries' own imports of parts the console replaces or does not use.
      name: 'replaced-library-parts',
      enforce: 'pre',
      resolveId(source, importer) {
        if (
          /^\.\/ColumnsSelector(Item)?\.js$/.test(source) &&
          /ra-ui-materialui[\\/]dist[\\/]list[\\/]datatable[\\/]DataTable(Column)?\.js$/.test(
            importer ?? '',
          )
        )
          return fileURLToPath(new URL('./src/shims/columnsSelector.ts', import.meta.url));
        if (
          source === '../../button/index.js' &&
          /ra-ui-materialui[\\/]dist[\\/]list[\\/]datatable[\\/]DataTable\.js$/.test(importer ?? '')
        )
          return fileURLToPath(new URL('./src/shims/dataTableButtons.ts', import.meta.url));
        // MUI's CSS-variable themes, which the console's theme does not use (see the shim).
        if (
          (source === './createThemeWithVars.js' &&
            /@mui[\\/]material[\\/]esm[\\/]styles[\\/]createTheme\.js$/.test(importer ?? '')) ||
          (source === './ThemeProviderWithVars.js' &&
            /@mui[\\/]material[\\/]esm[\\/]styles[\\/]ThemeProvider\.js$/.test(importer ?? ''))
        )
          return fileURLToPath(new URL('./src/shims/cssVarsTheme.ts', import.meta.url));
        return null;
      },
    },
  ],
  resolve: {
    // A polyfill of what every supported browser has (see the shim).
    alias: [
      {
        find: 'object.entries',
        replacement: fileURLToPath(new URL('./src/shims/objectEntries.cjs', import.meta.url)),
      },
      // Only react-admin's own import (the shim itself loads the package by its directory).
      {
        find: /^jsonexport\/dist\/index\.js$/,
        replacement: fileURLToPath(new URL('./src/shims/jsonexport.ts', import.meta.url)),
      },
      // Tooltips' positioning engine, downloaded on the first interaction (see the shim).
      {
        find: /^@popperjs\/core$/,
        replacement: fileURLToPath(new URL('./src/shims/popper.ts', import.meta.url)),
      },
      // Only the functions react-admin calls, on the platform's own means (see the shims).
      {
        find: /^query-string$/,
        replacement: fileURLToPath(new URL('./src/shims/queryString.ts', import.meta.url)),
      },
      {
        find: /^inflection$/,
        replacement: fileURLToPath(new URL('./src/shims/inflection.ts', import.meta.url)),
      },
      {
        find: /^diacritic$/,
        replacement: fileURLToPath(new URL('./src/shims/diacritic.ts', import.meta.url)),
      },
      // Only react-admin's own imports (by file; see the shims): the tests load the package's by Node.
      {
        find: /^lodash\/isEqual\.js$/,
        replacement: fileURLToPath(new URL('./src/shims/isEqual.ts', import.meta.url)),
      },
      {
        find: /^lodash\/merge\.js$/,
        replacement: fileURLToPath(new URL('./src/shims/merge.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks; lazy libraries (crypto, editors, spreadsheets) stay in their own
        // automatically split chunks, so no catch-all vendor group.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
              priority: 30,
            },
            // The entry's own modules stay in the entry chunk: it sends the first requests before
            // anything else has loaded (src/main.tsx).
            { name: 'index', tags: ['$initial'], priority: 25 },
            // What every page runs (boot.tsx and what it imports), then what the generic screens
            // share (GenericList's imports): one file each. Left to automatic splitting, they came
            // as ~55 small chunks, each shared by a different set of pages, and over HTTP/1.1's six
            // connections a cold load spent longer queueing them than downloading them.
            // A group takes in what its module imports, so each file is whole.
            { name: 'shell', test: /[\\/]src[\\/]boot\.tsx$/, priority: 21 },
            { name: 'screens', test: /[\\/]src[\\/]pages[\\/]GenericList\.tsx$/, priority: 20 },
          ],
        },
      },
    },
  },
  test: {
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { url: 'http://127.0.0.1/ui/' } },
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
    // One test file per core. Vitest's default keeps a core for its own process, which only
    // transforms files and collects results: one worker on a two-core machine.
    maxWorkers: availableParallelism(),
    // A ceiling for a stuck test, far above what a passing one takes on a busy machine.
    testTimeout: 60_000,
    // One react-router instance: react-admin imports react-router-dom, the app imports react-router;
    // under Vitest they would load as two copies (react-admin then ignores the test's router).
    alias: { 'react-router-dom': 'react-router' },
    server: { deps: { inline: ['react-admin', 'ra-core', 'ra-ui-materialui'] } },
  },
});
