import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * One catalog per area so that parallel work on different areas never touches the same file, and so
 * that editor strings never ship to public pages. French is the source, default and fallback locale.
 */
const TESTS = ['**/*.test.*', '**/node_modules/**'];
const area = (name: string, exclude: string[] = []) => ({
  path: `<rootDir>/locales/{locale}/${name}`,
  include: [`<rootDir>/${name}/`],
  exclude: [...TESTS, ...exclude],
});

/**
 * UI parts whose strings are not loaded with every page (locales/catalogs.ts): `ui/forms` comes
 * with the blocks that show a form, the contact modal and the captcha layer, `ui/later` with dialogs and overlays
 * loaded when a visitor opens them, `ui/listing` with listing pages. tests/contract/catalog-areas.test.ts checks each is loaded
 * wherever its code runs.
 */
const UI_PARTS: Record<string, string[]> = {
  forms: ['ui/contact-form/', 'ui/multi-step-form/', 'ui/contact-modal/', 'ui/captcha/CaptchaLayer.tsx'],
  later: [
    'ui/property-search/FilterOverlay.tsx',
    'ui/property-search/PriceRange.tsx',
    'ui/property-search/CriteriaTags.tsx',
    'ui/consent/LocalConsentPreferences.tsx',
  ],
  // Listing pages' own strings, loaded with the listing page's module (site/listing/view.ts).
  listing: ['site/listing/'],
};
const uiPart = (name: string) => ({
  path: `<rootDir>/locales/{locale}/ui/${name}`,
  include: UI_PARTS[name]!.map((p) => `<rootDir>/${p}`),
  exclude: TESTS,
});

export default defineConfig({
  sourceLocale: 'fr',
  locales: ['fr', 'en'],
  fallbackLocales: { default: 'fr' },
  catalogs: [
    area('engine'),
    area(
      'ui',
      Object.values(UI_PARTS)
        .flat()
        .map((p) => `<rootDir>/${p}${p.endsWith('/') ? '**' : ''}`),
    ),
    uiPart('forms'),
    uiPart('later'),
    uiPart('listing'),
    area('stores'),
    area('site', ['<rootDir>/site/listing/**']),
    area('editor'),
    {
      path: '<rootDir>/locales/{locale}/blocks/{name}',
      include: ['<rootDir>/blocks/{name}/'],
      exclude: ['**/*.test.*', '**/node_modules/**'],
    },
  ],
  orderBy: 'messageId',
  format: formatter({ lineNumbers: false, origins: true }),
});
