import { Type } from '@sinclair/typebox';
import { label, RECIPIENT_TYPES, StringEnum } from '../../../engine/schemas';
import { blockParams, closedObject, Description, MainTitle } from '../../shared/schema-parts';

export const CONTACT_FORM_ORIENTATIONS = ['full', 'center'] as const;

export const contactFormFields = closedObject({
  main_title: Type.Optional(MainTitle),
  description: Type.Optional(Description),
});

export const contactFormParams = blockParams({
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
});
