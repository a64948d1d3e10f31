import { Type } from '@sinclair/typebox';
import { ColorScheme, RECIPIENT_TYPES, Richtext, StringEnum, Text } from '../../../engine/schemas';

export const CONTACT_FORM_ORIENTATIONS = ['full', 'center'] as const;

export const contactFormFields = Type.Object(
  {
    main_title: Type.Optional(Text),
    description: Type.Optional(Richtext),
  },
  { additionalProperties: false },
);

export const contactFormParams = Type.Object(
  {
    color_scheme: Type.Optional(ColorScheme),
    /** Spec 2 §5: the contact form block's orientation is full or center. */
    orientation: Type.Optional(StringEnum(CONTACT_FORM_ORIENTATIONS, { default: 'center' })),
    /** A named recipient of the messages; the site itself when absent. */
    recipient_type: Type.Optional(StringEnum(RECIPIENT_TYPES)),
    recipient_slug: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  },
  { additionalProperties: false },
);
