import { Type } from '@sinclair/typebox';
import { Text } from '../../../engine/schemas';
import {
  BackgroundMedia,
  blockParams,
  closedObject,
  heading,
  ListItems,
  optionalTitled,
} from '../../shared/schema-parts';

export const heroLandingPage1Fields = closedObject({
  ...heading,
  list_items_repeater: Type.Optional(ListItems),
  bg_media: Type.Optional(BackgroundMedia),
  /** Title of the form; a default worded for the site type when absent. */
  form_title: optionalTitled(Text, 'Titre du formulaire', 'Form title', {
    fr: 'Un titre adapté au type de site quand il est vide.',
    en: 'A title worded for the site type when empty.',
  }),
});

export const heroLandingPage1Params = blockParams();
