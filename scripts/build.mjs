// Production build: the browser bundle, then the server bundle (server entry + application).
import fs from 'node:fs';
import { build } from 'vite';
import { precompress } from './precompress.mjs';
import { sourceHash } from './source-hash.mjs';

const dist = process.env.DIST_DIR || 'dist';
const quiet = process.argv.includes('--quiet');
const logLevel = quiet ? 'warn' : 'info';
await build({
  logLevel,
  build: { outDir: `${dist}/client`, emptyOutDir: true, rollupOptions: { input: 'site/entry-client.tsx' } },
});
const compressed = await precompress(`${dist}/client/assets`);
if (!quiet)
  console.log(
    `precompressed ${compressed.files} assets: ${compressed.raw} B → ${compressed.br} B brotli, ${compressed.gz} B gzip`,
  );
await build({
  logLevel,
  build: {
    ssr: true,
    outDir: `${dist}/server`,
    emptyOutDir: true,
    copyPublicDir: false,
    rollupOptions: {
      input: {
        app: 'site/server/app.ts',
        main: 'site/server/main.ts',
        // Rich text is sanitised in a worker thread (site/server/rich-text.ts).
        'sanitize-worker': 'site/server/sanitize-worker.ts',
      },
    },
  },
});
fs.writeFileSync(`${dist}/.source-hash`, sourceHash());
