import { type Static, Type } from '@sinclair/typebox';
import { label, Text, titled } from '../../../engine/schemas';
import {
  blockParams,
  CtaRepeater,
  closedObject,
  heading,
  NamedImage,
  repeater,
  sideParam,
} from '../../shared/schema-parts';

/**
 * `key` is a free string on purpose: content written for a newer version must not drop the whole
 * block; the renderer skips what it does not know.
 */
export const contactInfo = closedObject({
  key: Type.String({
    minLength: 1,
    maxLength: 40,
    ...label('Type d’information', 'Kind of information', {
      fr: 'phone, email, address, hours, fax ou website.',
      en: 'phone, email, address, hours, fax or website.',
    }),
  }),
  value: titled(Text, 'Valeur', 'Value'),
});

export const contactInfosFields = closedObject({
  ...heading,
  infos_repeater: repeater(contactInfo, { minItems: 1, maxItems: 12 }, 'Coordonnées', 'Contact details'),
  image: Type.Optional(NamedImage),
  cta_repeater: Type.Optional(CtaRepeater),
});

export const contactInfosParams = blockParams({
  /** Side of the contact list; the image takes the other side. */
  orientation_x: sideParam('Côté des coordonnées', 'Side of the details'),
});

export type ContactInfoEntry = Static<typeof contactInfo>;
