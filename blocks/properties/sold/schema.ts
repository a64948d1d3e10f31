import { Type } from '@sinclair/typebox';
import { PropertyMapItem } from '../../../domain';
import { serverData } from '../../../engine/schemas';
import { blockParams, CtaLink, closedObject, heading, namedColorScheme } from '../../shared/schema-parts';
import { BlockFilters } from '../shared/schema';

export const propertiesSoldFields = closedObject({ ...heading, cta: Type.Optional(CtaLink) });

export const propertiesSoldParams = blockParams({
  ...namedColorScheme,
  /** What the backend filled the sold markers with (municipalities…); kept for the editor. */
  filters: Type.Optional(BlockFilters),
  core_data: Type.Optional(
    serverData(
      closedObject({ propertiesMap: Type.Array(PropertyMapItem, { maxItems: 5000 }) }),
      'Propriétés vendues',
      'Sold properties',
      {
        fr: 'Les marqueurs des propriétés vendues, envoyés par le serveur de contenu',
        en: 'Markers of the sold properties, sent by the content backend',
      },
    ),
  ),
});
