import { availableParallelism } from 'node:os';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { ROUTE_MODULES } from './site/build/asset-manifest.ts';
import { blockKit, KIT_CHUNK_NAME } from './site/build/block-kit.ts';
import { createShortClassNames } from './site/build/class-names.ts';
import { assetManifest } from './site/build/manifest-plugin.ts';
import { testFileGroups } from './tests/setup/isolation.ts';

// The small modules blocks share go into one browser chunk, the kit (site/build/block-kit.ts).
const SEARCH_FILTER_MODULES =
  /[\\/](stores[\\/]search-filters|api[\\/]core[\\/](search-query|constants))\.ts$/;
const kit = blockKit();
const TEST_FILES = '**/*.test.{ts,tsx}';
const TEST_EXCLUDE = ['node_modules/**', 'dist/**', '.cache/**', 'tests/e2e/**'];
// Read only when Vitest loads this config: builds and the dev server never scan the test files.
const { isolated, dom } = process.env.VITEST
  ? testFileGroups(import.meta.dirname)
  : { isolated: [], dom: [] };
// The one file the server reads for the browser's assets (site/build/asset-manifest.ts).
const assets = assetManifest({
  entry: 'site/entry-client.tsx',
  routes: ROUTE_MODULES,
  kitName: KIT_CHUNK_NAME,
});

export default defineConfig(({ command, isSsrBuild }) => ({
  appType: 'custom',
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    ...assets.plugins,
    kit.plugin,
  ],
  // Development and tests keep the readable default (`_name_hash_line`).
  css:
    command === 'build'
      ? { modules: { generateScopedName: createShortClassNames(import.meta.dirname) } }
      : {},
  build: {
    // Vite's manifests, from which the build derives its asset manifest (site/build/manifest-plugin.ts).
    manifest: true,
    ssrManifest: !isSsrBuild,
    sourcemap: false,
    target: 'es2022',
    cssCodeSplit: true,
    // Every module the browser entry imports statically goes into the entry's chunk. Left to itself,
    // the bundler splits those a lazy block also imports (React, its JSX runtime, small stores)
    // into chunks of their own: every page loaded them anyway, as nine more files, each gzipped
    // apart (3.4 kB more on the home page). The server's bundle keeps the bundler's own splitting.
    // What a block component imports is not listed in the entry (a table of file names that cost
    // every page 1.8 kB): the server sends it for the page's blocks (site/page/module-hints.ts).
    // Nor are their stylesheets (site/build/deps-table.ts): the server sends them too. Lazy parts of
    // blocks keep their lists.
    modulePreload: isSsrBuild ? undefined : { resolveDependencies: assets.resolveDependencies },
    rolldownOptions: isSsrBuild
      ? undefined
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: 'entry', tags: ['$initial'] },
                { name: KIT_CHUNK_NAME, test: kit.test },
                // The visit's search filters and the module that reads and writes them, one file:
                // the search bars, the search page and the core client (loaded by its first call)
                // share them, and left apart they are three files of the home page's first visit.
                { name: 'search-filters', test: SEARCH_FILTER_MODULES },
              ],
            },
          },
        },
  },
  ssr: {
    // Bundled into the server: one copy of the router's contexts beside the site's code, whatever
    // way the package exposes its modules to Node.
    noExternal: ['react-router', 'react-router-dom'],
  },
  test: {
    environment: 'node',
    exclude: TEST_EXCLUDE,
    setupFiles: ['tests/setup/vitest.setup.ts'],
    testTimeout: 20000,
    pool: 'threads',
    // Vitest's default leaves a core to its main process, which only transforms files (on two
    // cores: one worker): a worker per core keeps them all busy.
    maxWorkers: availableParallelism(),
    // Files share their worker's modules unless they need their own (tests/setup/isolation.ts).
    projects: [
      {
        extends: true,
        test: { name: 'node', isolate: false, include: [TEST_FILES], exclude: [...isolated, ...dom] },
      },
      {
        extends: true,
        test: { name: 'dom', isolate: false, environment: 'jsdom', include: dom, exclude: isolated },
      },
      { extends: true, test: { name: 'isolated', isolate: true, include: isolated } },
    ],
  },
}));
