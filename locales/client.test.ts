import { beforeEach, describe, expect, it, vi } from 'vitest';
import { areaCatalog, baseCatalogs, CATALOG_AREAS } from './catalogs';

/** A fresh browser: the module's instance and what it loaded start empty. */
async function browser() {
  vi.resetModules();
  return import('./client');
}

/** A string of this area's catalog only (a message may be in several catalogs). */
async function firstKey(locale: 'fr' | 'en', area: string): Promise<string> {
  const others = new Set(Object.keys(await baseCatalogs[locale]()));
  for (const other of CATALOG_AREAS.filter((a) => a !== area))
    for (const key of Object.keys(await areaCatalog(locale, other))) others.add(key);
  return Object.keys(await areaCatalog(locale, area)).find((key) => !others.has(key))!;
}

let formsKey: string;
let blogKey: string;
let laterKey: string;
let baseKey: string;
beforeEach(async () => {
  formsKey = await firstKey('fr', 'forms');
  blogKey = await firstKey('fr', 'blog');
  laterKey = await firstKey('fr', 'ui/later');
  baseKey = Object.keys(await baseCatalogs.fr())[0]!;
});

describe('the browser’s strings', () => {
  it('loads every page’s strings and those of the areas asked for, not the others', async () => {
    const { activateClientLocale, clientI18n } = await browser();
    await activateClientLocale('fr', ['forms']);
    expect(clientI18n.locale).toBe('fr');
    expect(clientI18n.messages[baseKey]).toBeDefined();
    expect(clientI18n.messages[formsKey]).toBeDefined();
    expect(clientI18n.messages[blogKey]).toBeUndefined();
  });

  it('adds an area to the active locale without re-rendering the page', async () => {
    const { activateClientLocale, clientI18n } = await browser();
    await activateClientLocale('fr', ['forms']);
    const change = vi.fn();
    clientI18n.on('change', change);
    await activateClientLocale('fr', ['blog']);
    expect(clientI18n.messages[blogKey]).toBeDefined();
    expect(clientI18n.messages[formsKey]).toBeDefined();
    expect(change).not.toHaveBeenCalled();
  });

  it('switches locale with every area the visit has needed, so the page still shown stays whole', async () => {
    const { activateClientLocale, clientI18n } = await browser();
    await activateClientLocale('fr', ['forms']);
    await activateClientLocale('fr', ['blog']);
    const change = vi.fn();
    clientI18n.on('change', change);
    await activateClientLocale('en');
    expect(clientI18n.locale).toBe('en');
    expect(change).toHaveBeenCalled();
    const en = { ...(await areaCatalog('en', 'forms')), ...(await areaCatalog('en', 'blog')) };
    expect(clientI18n.messages[formsKey]).toEqual(en[formsKey]);
    expect(clientI18n.messages[blogKey]).toEqual(en[blogKey]);
  });

  it('loads code on demand with its strings, in the active locale', async () => {
    const { activateClientLocale, clientI18n, withCatalogs } = await browser();
    await activateClientLocale('fr');
    expect(clientI18n.messages[laterKey]).toBeUndefined();
    const load = withCatalogs(['ui/later'], async () => 'the module');
    await expect(load()).resolves.toBe('the module');
    expect(clientI18n.messages[laterKey]).toBeDefined();
  });

  it('loads every area where any block may show (QA pages, edit mode)', async () => {
    const { activateClientLocale, clientI18n } = await browser();
    await activateClientLocale('fr', 'all');
    for (const key of [formsKey, blogKey, laterKey, baseKey]) expect(clientI18n.messages[key]).toBeDefined();
  });
});
