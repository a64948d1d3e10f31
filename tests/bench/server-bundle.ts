import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Bundles bench modules with Vite for the server, exactly like the site's server build (the
 * registry uses `import.meta.glob`; a production bundle keeps comparisons with the server fair),
 * into `.cache/<dir>`, and returns a loader of the bundled entries by name.
 */
export async function bundleForServer(dir: string, input: Record<string, string>) {
  process.env.NODE_ENV = 'production';
  const { build } = await import('vite');
  const outDir = path.resolve('.cache', dir);
  await build({
    logLevel: 'error',
    mode: 'production',
    build: { ssr: true, outDir, emptyOutDir: true, copyPublicDir: false, rollupOptions: { input } },
  });
  return async <T>(name: string) => (await import(pathToFileURL(path.join(outDir, `${name}.js`)).href)) as T;
}
