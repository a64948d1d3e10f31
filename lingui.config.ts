import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * One catalog per area so that parallel work on different areas never touches the same file, and so
 * that editor strings never ship to public pages. French is the source, default and fallback locale.
 */
const area = (name: string) => ({
  path: `<rootDir>/locales/{locale}/${name}`,
  include: [`<rootDir>/${name}/`],
  exclude: ['**/*.test.*', '**/node_modules/**'],
});

export default defineConfig({
  sourceLocale: 'fr',
  locales: ['fr', 'en'],
  fallbackLocales: { default: 'fr' },
  catalogs: [
    area('engine'),
    area('ui'),
    area('stores'),
    area('site'),
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
