import type { Messages } from '@lingui/core';
import { mergeCatalogs } from './catalogs';

export const messages: Messages = mergeCatalogs(
  import.meta.glob<{ messages: Messages }>(['./fr/**/*.po', '!./fr/editor.po'], { eager: true }),
);
