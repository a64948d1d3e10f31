import { Type } from '@sinclair/typebox';
import { PropertyMapItem } from '../../../domain';
import { ColorScheme, Link, serverData, titled } from '../../../engine/schemas';
import { heading } from '../../shared/schema-parts';
import { BlockFilters } from '../shared/schema';

export const propertiesSoldFields = Type.Object(
  {
    ...heading,
    cta: Type.Optional(titled(Link, 'Appel à l’action', 'Call to action')),
  },
  { additionalProperties: false },
);

export const propertiesSoldParams = Type.Object(
  {
    color_scheme: Type.Optional(titled(ColorScheme, 'Schéma de couleurs', 'Colour scheme')),
    /** What the backend filled the sold markers with (municipalities…); kept for the editor. */
    filters: Type.Optional(BlockFilters),
    core_data: Type.Optional(
      serverData(
        Type.Object(
          { propertiesMap: Type.Array(PropertyMapItem, { maxItems: 5000 }) },
          { additionalProperties: false },
        ),
        'Propriétés vendues',
        'Sold properties',
        {
          fr: 'Les marqueurs des propriétés vendues, envoyés par le serveur de contenu',
          en: 'Markers of the sold properties, sent by the content backend',
        },
      ),
    ),
  },
  { additionalProperties: false },
);
