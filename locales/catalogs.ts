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

/** Public catalogs per locale (every area but the editor), one chunk each. */
export const publicCatalogs: Record<Locale, () => Promise<Messages>> = {
  fr: () => import('./public-fr').then((m) => m.messages),
  en: () => import('./public-en').then((m) => m.messages),
};

const editorModules = import.meta.glob<CatalogModule>('./*/editor.po');
/** The editor's catalog, loaded only by QA routes and edit mode. */
export async function editorCatalog(locale: Locale): Promise<Messages> {
  const load = editorModules[`./${locale}/editor.po`];
  return load ? (await load()).messages : {};
}

export { merge as mergeCatalogs };
