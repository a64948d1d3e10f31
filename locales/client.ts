/**
 * The browser's strings: one Lingui instance, loaded by area as pages and parts of pages need them
 * (locales/catalogs.ts). The server makes an instance per request instead (site/i18n/i18n.ts).
 */
import { type Messages, setupI18n } from '@lingui/core';
import type { Locale } from '../engine/schemas';
import { areaCatalog, baseCatalogs, publicCatalog } from './catalogs';

/**
 * The catalog areas a page needs besides every page's (block families, UI parts: `CATALOG_AREAS`),
 * or `all` where any block may show (QA pages, edit mode).
 */
export type CatalogAreas = readonly string[] | 'all';

/** The browser's single instance. */
export const clientI18n = setupI18n();

/** What this visit has needed so far: every locale it activates loads all of it. */
const wanted = { all: false, areas: new Set<string>() };
/** Per locale, the catalogs already loaded: `base`, `all`, or an area. */
const loaded = new Map<Locale, Set<string>>();

function missingCatalogs(locale: Locale): { area: string; load: () => Promise<Messages> }[] {
  const have = loaded.get(locale) ?? new Set<string>();
  if (have.has('all')) return [];
  if (wanted.all) return [{ area: 'all', load: () => publicCatalog(locale) }];
  return [
    { area: 'base', load: baseCatalogs[locale] },
    ...[...wanted.areas].map((area) => ({ area, load: () => areaCatalog(locale, area) })),
  ].filter(({ area }) => !have.has(area));
}

/**
 * Loads the strings of `locale` a page needs (every page's and those of `areas`) and makes it the
 * active locale.
 *
 * A new locale loads every area this visit has needed, so that the page still shown while the
 * next one loads re-renders in it whole. Areas added to the active locale are for parts not
 * rendered yet (the next page's blocks, a dialog about to open): they are added without
 * re-rendering the page, which would start over the blocks still waiting to hydrate.
 */
export async function activateClientLocale(locale: Locale, areas: CatalogAreas = []): Promise<void> {
  if (areas === 'all') wanted.all = true;
  else for (const area of areas) wanted.areas.add(area);
  const missing = missingCatalogs(locale);
  const parts = await Promise.all(missing.map(({ load }) => load()));
  const have = loaded.get(locale) ?? new Set<string>();
  loaded.set(locale, have);
  for (const { area } of missing) have.add(area);
  const messages: Messages = Object.assign({}, ...parts);
  if (clientI18n.locale === locale) {
    // Lingui's `load` would notify every component of the page: the strings are for parts to come.
    Object.assign(clientI18n.messages, messages);
  } else {
    clientI18n.load(locale, messages);
    clientI18n.activate(locale);
  }
}

/**
 * `load` (a dynamic import) together with the strings of `areas` in the active locale: for code
 * loaded on demand, such as a dialog or an overlay. Where no locale is active (the server, tests
 * rendering with every catalog), the strings are already there.
 */
export function withCatalogs<T>(areas: readonly string[], load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const [module] = await Promise.all([load(), loadAreas(areas)]);
    return module;
  };
}

/**
 * The strings of `areas` in the active locale, added for parts about to render (a block further
 * down the page as its module loads); nothing where no locale is active.
 */
export function loadAreas(areas: readonly string[]): Promise<void> {
  const locale = clientI18n.locale as Locale | undefined;
  return locale ? activateClientLocale(locale, areas) : Promise.resolve();
}
