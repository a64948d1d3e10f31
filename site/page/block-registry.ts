import type { RendererRegistry } from '../../engine/registry/registry';

/**
 * The block registry the page route renders and preloads with, set once before the router runs:
 * the full registry on the server (site/server/render.tsx) and in browsers of a site with QA
 * enabled, the runtime one on public pages of a site with QA disabled (site/entry-client.tsx).
 * Set here rather than imported, so that public pages do not load the schemas of every block.
 */
let current: RendererRegistry | undefined;

export function setBlockRegistry(registry: RendererRegistry): void {
  current = registry;
}

export function blockRegistry(): RendererRegistry {
  if (!current) throw new Error('The block registry is set before the page route runs (setBlockRegistry)');
  return current;
}
