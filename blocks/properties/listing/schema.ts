import { Type } from '@sinclair/typebox';
import { label, Text } from '../../../engine/schemas';
import { blockParams, closedObject, optionalHeading, optionalTitled } from '../../shared/schema-parts';
import { listingParams, PropertyCtaItem } from '../shared/schema';

export const propertiesListingFields = closedObject({
  ...optionalHeading,
  see_all_text: optionalTitled(Text, 'Texte de « voir tout »', '“See all” text', {
    fr: 'Par défaut « Voir toutes les propriétés »',
    en: 'Default “See all properties”',
  }),
  filler_card: Type.Optional(PropertyCtaItem),
});

export const propertiesListingParams = blockParams({
  ...listingParams,
  properties_cta_enabled: Type.Optional(
    Type.Boolean({
      default: true,
      ...label('Lien « voir tout »', '“See all” link', {
        fr: 'Vers la recherche, avec les filtres du bloc, quand plus d’une propriété existe',
        en: 'To the search, with the block’s filters, when more than one property exists',
      }),
    }),
  ),
});
