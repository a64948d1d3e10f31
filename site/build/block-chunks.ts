import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Records, for each block folder, the client chunk of its component and every script and stylesheet
 * that chunk needs. The server reads `block-chunks.json` to emit `<link rel="modulepreload">` and
 * stylesheets for exactly the blocks of the page it renders.
 */
export interface BlockChunk {
  js: string;
  imports: string[];
  css: string[];
}

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  moduleIds: string[];
  imports: string[];
  isDynamicEntry: boolean;
  isEntry: boolean;
  facadeModuleId: string | null;
  viteMetadata?: { importedCss: Set<string> };
}

/** The client chunks of block components, as the last client build named them. */
const componentChunks = new Set<string>();

/**
 * Whether a chunk is a block's component. The bundler calls `build.modulePreload.resolveDependencies`
 * after this plugin's `generateBundle` (an internal plugin that runs last), with the names filled.
 */
export function isBlockComponentChunk(fileName: string): boolean {
  if (componentChunks.size === 0) throw new Error('block-chunks: no block chunk known yet');
  return componentChunks.has(fileName);
}

export function blockChunks(): Plugin {
  let root = process.cwd();
  return {
    name: 'block-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      if (this.environment && this.environment.config.consumer !== 'client') return;
      const chunks = new Map<string, ChunkLike>();
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk') chunks.set(item.fileName, item as unknown as ChunkLike);
      }
      const out: Record<string, BlockChunk> = {};
      componentChunks.clear();
      const blocksDir = path.join(root, 'blocks') + path.sep;
      for (const chunk of chunks.values()) {
        const facade = chunk.facadeModuleId;
        // Only a block's component module: the one its `runtime.ts` loads (`load: () =>
        // import('./Component')`), not its examples nor parts the component loads itself later.
        if (!chunk.isDynamicEntry || !facade?.startsWith(blocksDir) || !facade.endsWith('.tsx')) continue;
        const runtime = this.getModuleInfo(path.join(path.dirname(facade), 'runtime.ts'));
        if (!runtime?.dynamicallyImportedIds.includes(facade)) continue;
        const folder = path.relative(root, path.dirname(facade)).split(path.sep).join('/');
        const imports = new Set<string>();
        const css = new Set<string>();
        const visit = (name: string) => {
          const c = chunks.get(name);
          if (!c) return;
          for (const file of c.viteMetadata?.importedCss ?? []) css.add(file);
          for (const dep of c.imports) {
            if (!imports.has(dep)) {
              imports.add(dep);
              visit(dep);
            }
          }
        };
        visit(chunk.fileName);
        out[folder] = { js: chunk.fileName, imports: [...imports], css: [...css] };
        componentChunks.add(chunk.fileName);
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/block-chunks.json',
        source: JSON.stringify(out, null, 2),
      });
      // The chunk of the full registry (blocks/index.ts) and its imports: browsers of a site with QA
      // enabled load it before hydrating, so the server preloads it there (site/server/block-assets.ts).
      const registryModule = path.join(root, 'blocks', 'index.ts');
      const registry = [...chunks.values()].find((c) => c.moduleIds.includes(registryModule));
      if (registry) {
        const imports = new Set<string>();
        const visit = (name: string) => {
          for (const dep of chunks.get(name)?.imports ?? [])
            if (!imports.has(dep) && !chunks.get(dep)?.isEntry) {
              imports.add(dep);
              visit(dep);
            }
        };
        visit(registry.fileName);
        this.emitFile({
          type: 'asset',
          fileName: '.vite/registry-chunk.json',
          source: JSON.stringify({ js: registry.fileName, imports: [...imports] }, null, 2),
        });
      }
    },
  };
}
