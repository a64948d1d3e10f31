/**
 * Schema parts of the form blocks: the text head every form block opens with, and the fields and
 * parameters of the two lead forms (property alert, property valuation), whose start button's
 * label the content may change ('Débuter' / 'Start' by default).
 */
import { Type } from '@sinclair/typebox';
import { Localized, label, titled } from '../../../engine/schemas';
import { closedObject, namedColorScheme } from '../../shared/schema-parts';

const text = (maxLength: number) => Localized(Type.String({ maxLength }), { title: 'Text' });
const richtext = (maxLength: number) =>
  Localized(Type.String({ maxLength }), { title: 'Rich text', 'x-widget': 'richtext' });

/** The text head of a form block: super title, title, description, all optional. */
export const formHeadFields = {
  super_title: Type.Optional(titled(text(80), 'Surtitre', 'Super title')),
  main_title: Type.Optional(titled(text(160), 'Titre', 'Title')),
  description: Type.Optional(titled(richtext(4000), 'Description', 'Description')),
};

export const leadFormFields = closedObject({
  ...formHeadFields,
  start_label: Type.Optional(
    titled(text(40), 'Texte du bouton de départ', 'Start button text', {
      fr: 'Par défaut : « Débuter ».',
      en: 'Default: “Start”.',
    }),
  ),
});

export const leadFormParams = closedObject(namedColorScheme, label('Paramètres', 'Parameters'));
