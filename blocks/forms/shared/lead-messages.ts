/**
 * Wording of the lead forms: the error list's sentences with their keys
 * (`multi-step-form.errors.message.{field}`), field labels, step titles and choices. Descriptors
 * only; components translate them with their own Lingui instance.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PropertyType } from '../../../domain';
import type {
  CommunicationMethod,
  CurrentSituation,
  MeasurementSystem,
  MovingDate,
  Province,
  YES_NO,
} from '../../../domain/lead-forms';
import type { FieldErrorKind } from '../../../ui/multi-step-form';

/** 'The X field is required', per field. */
export const REQUIRED_SENTENCE: Record<string, MessageDescriptor> = {
  municipalities: msg({
    id: 'multi-step-form.errors.message.municipalities',
    message: 'Le champ municipalités est requis.',
  }),
  municipality: msg({
    id: 'multi-step-form.errors.message.municipality',
    message: 'Le champ municipalité est requis.',
  }),
  moving_date: msg({
    id: 'multi-step-form.errors.message.moving_date',
    message: 'Le champ date de déménagement est requis.',
  }),
  current_situation: msg({
    id: 'multi-step-form.errors.message.current_situation',
    message: 'Le champ situation actuelle est requis.',
  }),
  property_type: msg({
    id: 'multi-step-form.errors.message.property_type',
    message: 'Le champ type de propriété est requis.',
  }),
  bedrooms: msg({ id: 'multi-step-form.errors.message.bedrooms', message: 'Le champ chambres est requis.' }),
  bathrooms: msg({
    id: 'multi-step-form.errors.message.bathrooms',
    message: 'Le champ salles de bain est requis.',
  }),
  construction_year: msg({
    id: 'multi-step-form.errors.message.construction_year',
    message: 'Le champ année de construction est requis.',
  }),
  parking: msg({
    id: 'multi-step-form.errors.message.parking',
    message: 'Le champ stationnements extérieurs est requis.',
  }),
  garage: msg({ id: 'multi-step-form.errors.message.garage', message: 'Le champ garages est requis.' }),
  livable_surface_area: msg({
    id: 'multi-step-form.errors.message.livable_surface_area',
    message: 'Le champ superficie habitable est requis.',
  }),
  lot_surface_area: msg({
    id: 'multi-step-form.errors.message.lot_surface_area',
    message: 'Le champ superficie du terrain est requis.',
  }),
  firstname: msg({ id: 'multi-step-form.errors.message.firstname', message: 'Le champ prénom est requis.' }),
  lastname: msg({
    id: 'multi-step-form.errors.message.lastname',
    message: 'Le champ nom de famille est requis.',
  }),
  phone: msg({
    id: 'multi-step-form.errors.message.phone',
    message: 'Le champ numéro de téléphone est requis.',
  }),
  email: msg({
    id: 'multi-step-form.errors.message.email',
    message: 'Le champ adresse courriel est requis.',
  }),
  address: msg({ id: 'multi-step-form.errors.message.address', message: 'Le champ adresse est requis.' }),
  postal_code: msg({
    id: 'multi-step-form.errors.message.postal_code',
    message: 'Le champ code postal est requis.',
  }),
  city: msg({ id: 'multi-step-form.errors.message.city', message: 'Le champ ville est requis.' }),
};

/** 'The X field is invalid', for the fields whose format is checked. */
export const INVALID_SENTENCE: Record<string, MessageDescriptor> = {
  email: msg({
    id: 'multi-step-form.errors.message.email-invalid',
    message: 'Le champ adresse courriel est invalide.',
  }),
  phone: msg({
    id: 'multi-step-form.errors.message.phone-invalid',
    message: 'Le champ numéro de téléphone est invalide.',
  }),
  postal_code: msg({
    id: 'multi-step-form.errors.message.postal_code-invalid',
    message: 'Le champ code postal est invalide.',
  }),
  construction_year: msg({
    id: 'multi-step-form.errors.message.construction_year-invalid',
    message: 'Le champ année de construction est invalide.',
  }),
};

const GENERIC: Record<FieldErrorKind, MessageDescriptor> = {
  required: msg({ id: 'multi-step-form.errors.message.generic-required', message: 'Ce champ est requis.' }),
  invalid: msg({ id: 'multi-step-form.errors.message.generic-invalid', message: 'Ce champ est invalide.' }),
};

/** The error list's sentence for a field; `aliases` renames a field for one form (valuation: one municipality). */
export function errorSentence(
  i18n: I18n,
  field: string,
  kind: FieldErrorKind,
  aliases: Record<string, string> = {},
): string {
  const key = aliases[field] ?? field;
  const descriptor = kind === 'invalid' ? INVALID_SENTENCE[key] : REQUIRED_SENTENCE[key];
  return i18n._(descriptor ?? GENERIC[kind]);
}

export const MOVING_DATE_LABEL: Record<MovingDate, MessageDescriptor> = {
  '0-60-days': msg`0 à 60 jours`,
  '60-120-days': msg`60 à 120 jours`,
  '4-8-months': msg`4 à 8 mois`,
  'over-8-months': msg`Plus de 8 mois`,
};

export const SITUATION_LABEL: Record<CurrentSituation, MessageDescriptor> = {
  owner: msg`Propriétaire`,
  tenant: msg`Locataire`,
  parents: msg`Chez mes parents`,
  abroad: msg`À l’étranger`,
  other: msg`Autre`,
};

export const METHOD_LABEL: Record<CommunicationMethod, MessageDescriptor> = {
  phone: msg({ message: 'Téléphone', context: 'contact method' }),
  email: msg({ message: 'Courriel', context: 'contact method' }),
  text: msg({ message: 'Texto', context: 'contact method' }),
};

export const PROPERTY_TYPE_LABEL: Record<PropertyType, MessageDescriptor> = {
  maison: msg({ message: 'Maison', context: 'property type' }),
  condo: msg({ message: 'Condo', context: 'property type' }),
  prop: msg({ message: 'Plex (immeuble à revenus)', context: 'property type' }),
  ferme: msg({ message: 'Fermette', context: 'property type' }),
  chalet: msg({ message: 'Chalet', context: 'property type' }),
  terrain: msg({ message: 'Terrain', context: 'property type' }),
  comm: msg({ message: 'Commercial ou industriel', context: 'property type' }),
};

export const MEASUREMENT_LABEL: Record<MeasurementSystem, MessageDescriptor> = {
  imperial: msg`Impérial (pieds carrés)`,
  metric: msg`Métrique (mètres carrés)`,
};

export const YES_NO_LABEL: Record<(typeof YES_NO)[number], MessageDescriptor> = {
  yes: msg`Oui`,
  no: msg`Non`,
};

export const PROVINCE_LABEL: Record<Province, MessageDescriptor> = {
  AB: msg`Alberta`,
  BC: msg`Colombie-Britannique`,
  MB: msg`Manitoba`,
  NB: msg`Nouveau-Brunswick`,
  NL: msg`Terre-Neuve-et-Labrador`,
  NS: msg`Nouvelle-Écosse`,
  NT: msg`Territoires du Nord-Ouest`,
  NU: msg`Nunavut`,
  ON: msg`Ontario`,
  PE: msg`Île-du-Prince-Édouard`,
  QC: msg`Québec`,
  SK: msg`Saskatchewan`,
  YT: msg`Yukon`,
};

/** Options of a choice, labelled in the visitor's language, in the order given. */
export function optionsOf<K extends string>(
  i18n: I18n,
  labels: Record<K, MessageDescriptor>,
  keys: readonly K[],
) {
  return keys.map((value) => ({ value, label: i18n._(labels[value]) }));
}
