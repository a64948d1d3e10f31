import type { RendererRegistry } from '../../engine/registry/registry';
import type { CatalogAreas } from '../i18n/i18n';

/**
 * The block registry the page route renders and preloads with, set once before the router runs:
 * the full registry on the server (site/server/render.tsx) and in browsers of a site with QA
 * enabled, the runtime one on public pages of a site with QA disabled (site/entry-client.tsx).
 * Set here rather than imported, so that public pages do not load the schemas of every block.
 */
let current: RendererRegistry | undefined;
/** The catalog areas a page of these block types loads; every one by default. */
let catalogAreas: (types: readonly string[]) => CatalogAreas = () => 'all';

export function setBlockRegistry(
  registry: RendererRegistry,
  areasOf?: (types: readonly string[]) => CatalogAreas,
): void {
  current = registry;
  catalogAreas = areasOf ?? (() => 'all');
}

export function blockRegistry(): RendererRegistry {
  if (!current) throw new Error('The block registry is set before the page route runs (setBlockRegistry)');
  return current;
}

/** The catalog areas a page showing these block types needs (locales/client.ts). */
export function catalogAreasOf(types: readonly string[]): CatalogAreas {
  return catalogAreas(types);
}
