import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { blockChunks } from './site/build/block-chunks.ts';

export default defineConfig({
  appType: 'custom',
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui(), blockChunks()],
  build: {
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    cssCodeSplit: true,
  },
  test: {
    environment: 'node',
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'dist/**', '.cache/**', 'tests/e2e/**'],
    setupFiles: ['tests/setup/vitest.setup.ts'],
    testTimeout: 20000,
    pool: 'threads',
  },
});
