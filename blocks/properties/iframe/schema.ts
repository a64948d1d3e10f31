import { type Static, Type } from '@sinclair/typebox';
import { Localized, label, Text } from '../../../engine/schemas';
import { PROPERTY_IFRAME_MAX_HEIGHT, PROPERTY_IFRAME_MIN_HEIGHT } from '../../../ui/constants';
import {
  blockParams,
  closedObject,
  optionalHeading,
  optionalTitled,
  repeater,
} from '../../shared/schema-parts';

/**
 * The search page's address: an absolute http(s) URL, or a path on this site (`/…`, resolved against
 * the site's origin). No other scheme (`javascript:`, `data:`) and no protocol-relative `//host`.
 */
export const FRAME_URL_PATTERN = '^(https?://[^\\s/?#]+([/?#]\\S*)?|/(?!/)\\S*)$';

export const QueryParam = closedObject(
  {
    key: Type.String({
      minLength: 1,
      maxLength: 64,
      pattern: '^[A-Za-z0-9_.\\-\\[\\]]+$',
      ...label('Nom', 'Name'),
    }),
    value: Type.String({ maxLength: 500, ...label('Valeur', 'Value') }),
  },
  label('Paramètre', 'Parameter'),
);
export type QueryParam = Static<typeof QueryParam>;

export const propertyIframeFields = closedObject({
  ...optionalHeading,
  /** The external property-search page, per locale (the URL depends on the locale). */
  url: Localized(
    Type.String({ minLength: 1, maxLength: 2048, pattern: FRAME_URL_PATTERN }),
    label('Adresse de la page de recherche', 'Address of the search page', {
      fr: 'Une adresse https:// dont l’origine est permise par la configuration (PROPERTY_IFRAME_ORIGINS), ou un chemin de ce site.',
      en: 'An https:// address whose origin the configuration allows (PROPERTY_IFRAME_ORIGINS), or a path on this site.',
    }),
  ),
  /** Accessible name of the frame; « Recherche de propriétés » / "Property search" when empty. */
  title: optionalTitled(Text, 'Nom du cadre (accessibilité)', 'Frame name (accessibility)', {
    fr: 'Lu par les lecteurs d’écran ; « Recherche de propriétés » quand il est vide.',
    en: 'Read by screen readers; “Property search” when empty.',
  }),
});

export const propertyIframeParams = blockParams({
  /** Added to the page's query; each replaces a default (model, pub, desjPub, desjCalc, shareUrl) of the same name. */
  query_params: Type.Optional(
    repeater(QueryParam, { maxItems: 20 }, 'Paramètres de la requête', 'Query parameters', {
      fr: 'Remplacent les paramètres par défaut du même nom (model, pub, desjPub, desjCalc, shareUrl).',
      en: 'Replace the default parameters of the same name (model, pub, desjPub, desjCalc, shareUrl).',
    }),
  ),
  min_height: Type.Optional(
    Type.Integer({
      minimum: 100,
      maximum: PROPERTY_IFRAME_MAX_HEIGHT,
      default: PROPERTY_IFRAME_MIN_HEIGHT,
      ...label('Hauteur minimale (px)', 'Minimum height (px)', {
        fr: 'Hauteur du cadre avant que sa page n’annonce la sienne, et la moindre qu’il prend.',
        en: 'Height of the frame until its page reports its own, and the least it takes.',
      }),
    }),
  ),
});

export type PropertyIframeFields = Static<typeof propertyIframeFields>;
export type PropertyIframeParams = Static<typeof propertyIframeParams>;
