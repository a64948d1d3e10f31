/**
 * What the listing blocks share: the filters a block shows listings of, the
 * listings the content backend may embed (`block_params.core_data`), and the property CTA item
 * used for the filler card. Schemas only: each block composes the parts it uses.
 */
import { type Static, Type } from '@sinclair/typebox';
import { PROPERTY_TYPES, PropertyListingItem, PropertyMapItem, TRANSACTIONS } from '../../../domain';
import { Image, label, StringEnum, serverData, titled } from '../../../engine/schemas';
import {
  CtaLink,
  closedObject,
  Description,
  namedColorScheme,
  repeater,
  Title,
} from '../../shared/schema-parts';

const MunCode = Type.String({
  minLength: 1,
  maxLength: 80,
  ...label('Code de municipalité', 'Municipality code'),
});
const Rooms = Type.Integer({ minimum: 1, maximum: 5 });

/**
 * The search filters of a block (all optional): which listings it shows,
 * and what its see-all and see-more links carry to the search page.
 */
export const BlockFilters = Type.Object(
  {
    mun: Type.Optional(repeater(MunCode, { maxItems: 200 }, 'Municipalités', 'Municipalities')),
    type: Type.Optional(
      Type.Array(StringEnum(PROPERTY_TYPES), {
        maxItems: PROPERTY_TYPES.length,
        uniqueItems: true,
        ...label('Types de propriété', 'Property types'),
      }),
    ),
    price_min: Type.Optional(Type.Number({ minimum: 0, ...label('Prix minimum', 'Minimum price') })),
    price_max: Type.Optional(Type.Number({ minimum: 0, ...label('Prix maximum', 'Maximum price') })),
    bedrooms: Type.Optional(titled(Rooms, 'Chambres (minimum)', 'Bedrooms (minimum)')),
    bathrooms: Type.Optional(titled(Rooms, 'Salles de bain (minimum)', 'Bathrooms (minimum)')),
    forSaleForRent: Type.Optional(
      StringEnum(TRANSACTIONS, label('À vendre ou à louer', 'For sale or for rent')),
    ),
    open_house: Type.Optional(Type.Boolean(label('Visites libres seulement', 'Open houses only'))),
  },
  {
    additionalProperties: false,
    ...label('Filtres', 'Filters', {
      fr: 'Les propriétés montrées, et ce que « voir tout » transmet à la recherche',
      en: 'The properties shown, and what “see all” carries to the search',
    }),
  },
);
export type BlockFilters = Static<typeof BlockFilters>;

/** The largest number of listings a block shows. */
export const MAX_BLOCK_LISTINGS = 12;

/** Listings the backend embeds: the first cards, the total and, for maps, every marker. */
export const ListingsData = serverData(
  Type.Object(
    {
      propertiesListing: Type.Array(PropertyListingItem, { maxItems: 50 }),
      propertiesMap: Type.Optional(Type.Array(PropertyMapItem, { maxItems: 20_000 })),
      total: Type.Integer({ minimum: 0 }),
    },
    { additionalProperties: false },
  ),
  'Propriétés du noyau',
  'Core listings',
  {
    fr: 'Envoyées par le serveur de contenu ; sans elles, le bloc les demande avec ses filtres',
    en: 'Sent by the content backend; without them the block asks for them with its filters',
  },
);
export type ListingsData = Static<typeof ListingsData>;

/** Property CTA item: the filler card's content. */
export const PropertyCtaItem = closedObject(
  {
    centered_image: Type.Optional(titled(Image, 'Image centrée', 'Centred image')),
    image: Type.Optional(titled(Image, 'Image de fond', 'Background image')),
    main_title: Type.Optional(Title),
    description: Type.Optional(Description),
    cta: Type.Optional(CtaLink),
  },
  {
    ...label('Carte de remplissage', 'Filler card', {
      fr: 'Ajoutée quand il y a peu de propriétés ; par défaut, une invitation à écrire au courtier',
      en: 'Added when there are few properties; by default, an invitation to write to the broker',
    }),
  },
);
export type PropertyCtaItem = Static<typeof PropertyCtaItem>;

/** The params every listing block has. */
export const listingParams = {
  ...namedColorScheme,
  filters: Type.Optional(BlockFilters),
  listing_limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_BLOCK_LISTINGS,
      ...label('Nombre de propriétés', 'Number of properties'),
    }),
  ),
  core_data: Type.Optional(ListingsData),
};
