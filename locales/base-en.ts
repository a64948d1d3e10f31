import type { Messages } from '@lingui/core';
import { mergeCatalogs } from './catalogs';

/** The strings every public page needs (locales/catalogs.ts, `baseCatalogs`). */
export const messages: Messages = mergeCatalogs(
  import.meta.glob<{ messages: Messages }>(
    [
      './en/*.po',
      '!./en/editor.po',
      './en/blocks/shared.po',
      './en/blocks/header.po',
      './en/blocks/footer.po',
      './en/blocks/layout.po',
    ],
    { eager: true },
  ),
);
