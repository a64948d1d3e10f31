import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { blockChunks, blockStylesheetsServed, isBlockComponentChunk } from './site/build/block-chunks.ts';
import { blockKit } from './site/build/block-kit.ts';
import { createShortClassNames } from './site/build/class-names.ts';

// The small modules blocks share go into one browser chunk, the kit (site/build/block-kit.ts).
const kit = blockKit();

export default defineConfig(({ command, isSsrBuild }) => ({
  appType: 'custom',
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    blockChunks(),
    blockStylesheetsServed(),
    kit.plugin,
  ],
  // Development and tests keep the readable default (`_name_hash_line`).
  css:
    command === 'build'
      ? { modules: { generateScopedName: createShortClassNames(import.meta.dirname) } }
      : {},
  build: {
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    cssCodeSplit: true,
    // Every module the browser entry imports statically goes into the entry's chunk. Left to itself,
    // the bundler splits those a lazy block also imports (React, its JSX runtime, small stores)
    // into chunks of their own: every page loaded them anyway, as nine more files, each gzipped
    // apart (3.4 kB more on the home page). The server's bundle keeps the bundler's own splitting.
    // What a block component imports is not listed in the entry (a table of file names that cost
    // every page 1.8 kB): the server sends it for the page's blocks (site/page/module-hints.ts).
    // Nor are their stylesheets (`blockStylesheetsServed`): the server sends them too. Lazy parts of
    // blocks keep their lists.
    modulePreload: isSsrBuild
      ? undefined
      : { resolveDependencies: (file, deps) => (isBlockComponentChunk(file) ? [] : deps) },
    rolldownOptions: isSsrBuild
      ? undefined
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: 'entry', tags: ['$initial'] },
                { name: 'kit', test: kit.test },
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
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'dist/**', '.cache/**', 'tests/e2e/**'],
    setupFiles: ['tests/setup/vitest.setup.ts'],
    testTimeout: 20000,
    pool: 'threads',
  },
}));
