import { Type } from '@sinclair/typebox';
import { Localized } from '../../../engine/schemas';

export const scriptFields = Type.Object(
  {
    /** Custom HTML, which may contain `<script>` elements; written by the site's editors. */
    code: Localized(Type.String({ maxLength: 100000 }), { 'x-widget': 'textarea', title: 'HTML or script' }),
  },
  { additionalProperties: false },
);

export const scriptParams = Type.Object(
  {
    /** Injected in the browser only, after the page has loaded, never rendered by the server. */
    front_only: Type.Optional(Type.Boolean({ default: false, title: 'Front end only' })),
  },
  { additionalProperties: false },
);
