import { Type } from '@sinclair/typebox';
import { Localized, label } from '../../../engine/schemas';
import { closedObject } from '../../shared/schema-parts';

export const scriptFields = closedObject({
  /** Custom HTML, which may contain `<script>` elements; written by the site's editors. */
  code: Localized(Type.String({ maxLength: 100000 }), {
    'x-widget': 'textarea',
    ...label('HTML ou script', 'HTML or script'),
  }),
});

export const scriptParams = closedObject({
  /** Injected in the browser only, after the page has loaded, never rendered by the server. */
  front_only: Type.Optional(
    Type.Boolean({
      default: false,
      ...label('Navigateur seulement', 'Front end only', {
        fr: 'Injecté dans le navigateur après le chargement, jamais rendu par le serveur.',
        en: 'Injected in the browser after the page has loaded, never rendered by the server.',
      }),
    }),
  ),
});
