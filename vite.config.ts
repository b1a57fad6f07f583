/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const ENTRY = fileURLToPath(new URL('./src/main.tsx', import.meta.url));

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };
let entryModules: Set<string> | null = null;

/**
 * What the entry script (src/main.tsx) imports statically, packages included but not what they
 * import: it stays a chunk of its own, small, so the page's first requests leave before the
 * console's code has downloaded.
 */
function inEntryScript(id: string, graph: ModuleGraph): boolean {
  if (!entryModules) {
    const seen = new Set([ENTRY]);
    const queue = [ENTRY];
    while (queue.length) {
      const next = queue.pop()!;
      if (next.includes('/node_modules/')) continue;
      for (const dep of graph.getModuleInfo(next)?.importedIds ?? [])
        if (!seen.has(dep)) queue.push(seen.add(dep) && dep);
    }
    entryModules = seen;
  }
  return entryModules.has(id);
}

// The console is served under /ui/ next to the platform's backend.
export default defineConfig({
  base: '/ui/',
  // A new build computes the entry script's modules anew.
  plugins: [react(), { name: 'entry-modules', buildStart: () => void (entryModules = null) }],
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
      {
        find: /^diacritic$/,
        replacement: fileURLToPath(new URL('./src/shims/diacritic.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    modulePreload: {
      // The page's HTML preloads the entry script's imports only: the console's chunks come with
      // the entry's `import('./boot')` (the shell chunk imports the entry's, which lists it back).
      resolveDependencies: (_, deps, { hostType }) =>
        hostType === 'html' ? deps.filter((d) => !/\/(react|shell|index)-/.test(d)) : deps,
    },
    rolldownOptions: {
      // The console (src/boot.tsx) as an entry of its own: what it imports statically is tagged
      // `$initial`, like the entry script's imports, and goes into one chunk below.
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        boot: fileURLToPath(new URL('./src/boot.tsx', import.meta.url)),
      },
      preserveEntrySignatures: 'allow-extension',
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
            // The console's own code and libraries, which every page loads: one chunk rather
            // than dozens split by which lazy pages share them (each small file compresses worse).
            {
              name: (id, ctx) => (inEntryScript(id, ctx) ? null : 'shell'),
              debugName: 'shell',
              tags: ['$initial'],
              priority: 20,
              // The entry script's modules stay out even when the console imports them too.
              includeDependenciesRecursively: false,
            },
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
    testTimeout: 20000,
    // One react-router instance: react-admin imports react-router-dom, the app imports react-router;
    // under Vitest they would load as two copies (react-admin then ignores the test's router).
    alias: { 'react-router-dom': 'react-router' },
    server: { deps: { inline: ['react-admin', 'ra-core', 'ra-ui-materialui'] } },
  },
});
