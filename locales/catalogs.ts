import type { Messages } from '@lingui/core';
import type { Locale } from '../engine/schemas';

type CatalogModule = { messages: Messages };
const merge = (modules: Record<string, CatalogModule>): Messages =>
  Object.assign(
    {},
    ...Object.keys(modules)
      .sort()
      .map((k) => modules[k]!.messages),
  );

/**
 * What every public page needs, per locale, one chunk each: the strings of the site, the engine,
 * the stores, the UI shown with every page, the block kit shared by families (`blocks/shared`) and
 * the families of the page's frame (header, footer, layout).
 */
export const baseCatalogs: Record<Locale, () => Promise<Messages>> = {
  fr: () => import('./base-fr').then((m) => m.messages),
  en: () => import('./base-en').then((m) => m.messages),
};

/**
 * The other public catalogs, one chunk per locale and area: each block family's
 * (`<locale>/blocks/<family>.po`, area `<family>`) and the UI parts not shown with every page
 * (`<locale>/ui/<part>.po`, area `ui/<part>`; see lingui.config.ts).
 */
const areaModules = import.meta.glob<CatalogModule>([
  './*/blocks/*.po',
  '!./*/blocks/{shared,header,footer,layout}.po',
  './*/ui/*.po',
]);
/** The area a catalog file holds, from its path in `locales/`: `./fr/blocks/forms.po` is `forms`. */
export const areaOfCatalogFile = (file: string) =>
  file.replace(/^\.\/[a-z]+\/(blocks\/)?/, '').replace(/\.po$/, '');

/** Every area with a catalog of its own. */
export const CATALOG_AREAS: readonly string[] = [
  ...new Set(Object.keys(areaModules).map(areaOfCatalogFile)),
].sort();

/** The strings of one area in `locale`; an area without strings has none. */
export async function areaCatalog(locale: Locale, area: string): Promise<Messages> {
  const file = area.startsWith('ui/') ? `./${locale}/${area}.po` : `./${locale}/blocks/${area}.po`;
  const load = areaModules[file];
  return load ? (await load()).messages : {};
}

/** Every public catalog of a locale (every area but the editor): QA pages and edit mode. */
export async function publicCatalog(locale: Locale): Promise<Messages> {
  const parts = await Promise.all([
    baseCatalogs[locale](),
    ...CATALOG_AREAS.map((area) => areaCatalog(locale, area)),
  ]);
  return Object.assign({}, ...parts);
}

const editorModules = import.meta.glob<CatalogModule>('./*/editor.po');
/** The editor's catalog, loaded only by QA routes and edit mode. */
export async function editorCatalog(locale: Locale): Promise<Messages> {
  const load = editorModules[`./${locale}/editor.po`];
  return load ? (await load()).messages : {};
}

export { merge as mergeCatalogs };
