import { type Static, Type } from '@sinclair/typebox';
import { ColorScheme, Image, label, ORIENTATIONS_X, StringEnum, Text, titled } from '../../../engine/schemas';
import { CtaRepeater, heading } from '../../shared/schema-parts';

/**
 * `key` is a free string on purpose: content written for a newer version must not drop the whole
 * block; the renderer skips what it does not know.
 */
export const contactInfo = Type.Object(
  {
    key: Type.String({
      minLength: 1,
      maxLength: 40,
      ...label('Type d’information', 'Kind of information', {
        fr: 'phone, email, address, hours, fax ou website.',
        en: 'phone, email, address, hours, fax or website.',
      }),
    }),
    value: titled(Text, 'Valeur', 'Value'),
  },
  { additionalProperties: false },
);

export const contactInfosFields = Type.Object(
  {
    ...heading,
    infos_repeater: Type.Array(contactInfo, {
      minItems: 1,
      maxItems: 12,
      ...label('Coordonnées', 'Contact details'),
    }),
    image: Type.Optional(titled(Image, 'Image', 'Image')),
    cta_repeater: Type.Optional(CtaRepeater),
  },
  { additionalProperties: false },
);

export const contactInfosParams = Type.Object(
  {
    color_scheme: Type.Optional(ColorScheme),
    /** Side of the contact list; the image takes the other side. */
    orientation_x: Type.Optional(
      StringEnum(ORIENTATIONS_X, {
        default: 'left',
        ...label('Côté des coordonnées', 'Side of the details'),
      }),
    ),
  },
  { additionalProperties: false },
);

export type ContactInfoEntry = Static<typeof contactInfo>;
