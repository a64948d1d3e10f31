import type { Messages } from '@lingui/core';
import { mergeCatalogs } from './catalogs';

/** The strings every public page needs (locales/catalogs.ts, `baseCatalogs`). */
export const messages: Messages = mergeCatalogs(
  import.meta.glob<{ messages: Messages }>(
    [
      './fr/*.po',
      '!./fr/editor.po',
      './fr/blocks/shared.po',
      './fr/blocks/header.po',
      './fr/blocks/footer.po',
      './fr/blocks/layout.po',
    ],
    { eager: true },
  ),
);
