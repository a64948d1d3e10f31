import { Type } from '@sinclair/typebox';
import {
  ColorScheme,
  label,
  RECIPIENT_TYPES,
  Richtext,
  StringEnum,
  Text,
  titled,
} from '../../../engine/schemas';

export const CONTACT_FORM_ORIENTATIONS = ['full', 'center'] as const;

export const contactFormFields = Type.Object(
  {
    main_title: Type.Optional(titled(Text, 'Titre principal', 'Main title')),
    description: Type.Optional(titled(Richtext, 'Description', 'Description')),
  },
  { additionalProperties: false },
);

export const contactFormParams = Type.Object(
  {
    color_scheme: Type.Optional(ColorScheme),
    /** The contact form block's orientation is full or center. */
    orientation: Type.Optional(
      StringEnum(CONTACT_FORM_ORIENTATIONS, { default: 'center', ...label('Disposition', 'Layout') }),
    ),
    /** A named recipient of the messages; the site itself when absent. */
    recipient_type: Type.Optional(
      StringEnum(
        RECIPIENT_TYPES,
        label('Type de destinataire', 'Recipient type', {
          fr: 'Le site lui-même quand il est vide.',
          en: 'The site itself when empty.',
        }),
      ),
    ),
    recipient_slug: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 200,
        ...label('Identifiant du destinataire', 'Recipient identifier'),
      }),
    ),
  },
  { additionalProperties: false },
);
