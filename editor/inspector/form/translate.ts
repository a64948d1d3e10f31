import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { replaceStringParameters, TranslatableString } from '@rjsf/utils';

/**
 * rjsf's own strings (buttons, option prefixes, fallbacks) in the editor's language, from the
 * editor's catalog; `%1`, `%2` are rjsf's parameters, put back in place after translation.
 */
const STRINGS: Partial<Record<TranslatableString, ReturnType<typeof msg>>> = {
  [TranslatableString.ArrayItemTitle]: msg`Élément`,
  [TranslatableString.MissingItems]: msg`Définition des éléments manquante`,
  [TranslatableString.EmptyArray]: msg`Aucun élément pour l’instant. Ajoutez-en un avec le bouton ci-dessous.`,
  [TranslatableString.YesLabel]: msg`Oui`,
  [TranslatableString.NoLabel]: msg`Non`,
  [TranslatableString.CloseLabel]: msg`Fermer`,
  [TranslatableString.ErrorsLabel]: msg`Erreurs`,
  [TranslatableString.NewStringDefault]: msg`Nouvelle valeur`,
  [TranslatableString.AddButton]: msg`Ajouter`,
  [TranslatableString.AddItemButton]: msg`Ajouter un élément`,
  [TranslatableString.CopyButton]: msg`Copier`,
  [TranslatableString.MoveDownButton]: msg`Descendre`,
  [TranslatableString.MoveUpButton]: msg`Monter`,
  [TranslatableString.RemoveButton]: msg`Retirer`,
  [TranslatableString.ClearButton]: msg`Effacer`,
  [TranslatableString.OptionPrefix]: msg`Option %1`,
  [TranslatableString.TitleOptionPrefix]: msg`%1, option %2`,
  [TranslatableString.OptionalObjectAdd]: msg`Ajouter ce champ facultatif`,
  [TranslatableString.OptionalObjectRemove]: msg`Retirer ce champ facultatif`,
  [TranslatableString.OptionalObjectEmptyMsg]: msg`Aucune donnée pour ce champ facultatif`,
  [TranslatableString.Type]: msg`Type`,
  [TranslatableString.Value]: msg`Valeur`,
  [TranslatableString.KeyLabel]: msg`Clé de %1`,
  [TranslatableString.DeprecatedLabel]: msg`%1 (obsolète)`,
  [TranslatableString.UnknownFieldType]: msg`Type de champ inconnu : %1`,
  [TranslatableString.UnsupportedField]: msg`Champ non pris en charge.`,
  [TranslatableString.UnsupportedFieldWithId]: msg`Champ non pris en charge : %1.`,
  [TranslatableString.UnsupportedFieldWithReason]: msg`Champ non pris en charge : %1.`,
  [TranslatableString.UnsupportedFieldWithIdAndReason]: msg`Champ non pris en charge : %1 (%2).`,
  [TranslatableString.DecrementAriaLabel]: msg`Diminuer de 1`,
  [TranslatableString.IncrementAriaLabel]: msg`Augmenter de 1`,
  [TranslatableString.PreviewLabel]: msg`Aperçu`,
  [TranslatableString.NowLabel]: msg`Maintenant`,
  [TranslatableString.ClearLabel]: msg`Effacer`,
  [TranslatableString.AriaDateLabel]: msg`Choisir une date`,
};

/** rjsf's `translateString` for a Lingui instance. */
export function rjsfTranslator(i18n: I18n) {
  return (key: TranslatableString, params?: string[]): string => {
    const descriptor = STRINGS[key];
    const text = descriptor ? i18n._(descriptor) : i18n._(msg`Valeur`);
    return params ? replaceStringParameters(text, params) : text;
  };
}
