import { runtimeRegistry } from './runtime';

/**
 * The catalog areas (locales/catalogs.ts) a page of these block types loads besides every page's:
 * those each block declares (`catalogs` in its runtime.ts), once each. A type of no block has none.
 * tests/contract/catalog-areas.test.ts checks that each block declares every area its code uses.
 */
export function catalogAreasOfTypes(types: readonly string[]): string[] {
  const areas = new Set<string>();
  for (const type of types) for (const area of runtimeRegistry.get(type)?.catalogs ?? []) areas.add(area);
  return [...areas];
}
