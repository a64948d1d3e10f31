/**
 * Data of the core API (spec 1 §3, spec 2 §3): properties, filters, municipalities, offices,
 * articles, members, tooltips. Field names are the spec's.
 */
import { type Static, Type } from '@sinclair/typebox';
import { Image, Link, ListItem, Localized, StringEnum, Tag, Text } from '../engine/schemas';

export const PROPERTY_TYPES = ['maison', 'condo', 'prop', 'ferme', 'chalet', 'terrain', 'comm'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export const BADGES = [
  'sold',
  'open-house',
  'new',
  'new-build',
  'rent',
  'foreclosed',
  'collection',
  'commercial',
] as const;
export type Badge = (typeof BADGES)[number];
export const TRANSACTIONS = ['buy', 'rent'] as const;
export type Transaction = (typeof TRANSACTIONS)[number];
export const SORT_OPTIONS = ['newest', 'oldest', 'price-desc', 'price-asc'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
/** The request names the sort parameter `order_by` with underscores (spec 2 §3). */
export const ORDER_BY = ['newest', 'oldest', 'price_desc', 'price_asc'] as const;
export type OrderBy = (typeof ORDER_BY)[number];

export const LatLng = Type.Tuple([
  Type.Number({ minimum: -90, maximum: 90 }),
  Type.Number({ minimum: -180, maximum: 180 }),
]);

export const PropertySpecs = Type.Object({
  bed: Type.Integer({ minimum: 0 }),
  bath: Type.Integer({ minimum: 0 }),
  area: Type.Number({ minimum: 0 }),
});

/** A property as the core API stores it (spec 1 §3 Property listing data). */
export const PropertyListing = Type.Object({
  uls: Type.String({ minLength: 1 }),
  type: StringEnum(PROPERTY_TYPES),
  address: Type.String(),
  price: Type.Number({ minimum: 0 }),
  url: Localized(Type.String()),
  carousel_images: Type.Array(Type.String()),
  property_image: Type.String(),
  specs: PropertySpecs,
  badge: Type.Optional(StringEnum(BADGES)),
  coords: LatLng,
  mun: Type.String(),
  city: Type.String(),
  forSaleForRent: StringEnum(TRANSACTIONS),
  open_house: Type.Boolean(),
  listed_at: Type.String({ format: 'date-time' }),
});
export type PropertyListing = Static<typeof PropertyListing>;

export const MapBounds = Type.Object({
  NorthEast_lat: Type.Number(),
  NorthEast_lng: Type.Number(),
  SouthWest_lat: Type.Number(),
  SouthWest_lng: Type.Number(),
});
export type MapBounds = Static<typeof MapBounds>;

const RoomCount = Type.Union([Type.Integer({ minimum: 1, maximum: 5 }), Type.Null()]);
export const SearchFilters = Type.Object({
  mun: Type.Array(Type.String()),
  type: Type.Array(Type.String()),
  price_min: Type.Union([Type.Number({ minimum: 0 }), Type.Null()]),
  price_max: Type.Union([Type.Number({ minimum: 0 }), Type.Null()]),
  bedrooms: RoomCount,
  bathrooms: RoomCount,
  forSaleForRent: StringEnum(TRANSACTIONS),
  open_house: Type.Boolean({ default: false }),
  map_bounds: Type.Optional(MapBounds),
});
export type SearchFilters = Static<typeof SearchFilters>;

export const MunicipalityOption = Type.Object(
  { MUN_CODE: Type.String(), DESCRIPTION: Type.String(), REGION: Type.Optional(Type.String()) },
  { additionalProperties: true },
);
export type MunicipalityOption = Static<typeof MunicipalityOption>;

export const PropertyTypeOption = Type.Object({
  value: StringEnum(PROPERTY_TYPES),
  label: Localized(Type.String()),
});
export type PropertyTypeOption = Static<typeof PropertyTypeOption>;

export const SearchFilterData = Type.Object({
  municipalities: Type.Array(MunicipalityOption),
  property_types: Type.Array(PropertyTypeOption),
  price_increments: Type.Array(Type.Number({ minimum: 0 })),
});
export type SearchFilterData = Static<typeof SearchFilterData>;

/** A property card as the listing and sliders show it (spec 2 §3 Property listing item). */
export const PropertyListingItem = Type.Object({
  hover_id: Type.String(),
  super_title: Type.Optional(Type.String()),
  main_title: Type.String(),
  sub_title: Type.Optional(Type.String()),
  secondary_title: Type.Optional(Type.String()),
  link: Type.Optional(Link),
  tags_repeater: Type.Array(Tag),
  list_items_repeater: Type.Array(ListItem),
  medias_repeater: Type.Array(Image, { maxItems: 1 }),
});
export type PropertyListingItem = Static<typeof PropertyListingItem>;

export const TooltipData = Type.Object({
  address: Type.String(),
  carousel_images: Type.Array(Type.String()),
  price: Type.Number(),
  specs: PropertySpecs,
  type: StringEnum(PROPERTY_TYPES),
  url: Type.String(),
});
export type TooltipData = Static<typeof TooltipData>;

export const PropertyMapItem = Type.Object({
  coords: Coords2(),
  hover_id: Type.String(),
  tooltip: Type.Optional(TooltipData),
  popup_repeater: Type.Optional(Type.Array(Type.Unknown())),
});
export type PropertyMapItem = Static<typeof PropertyMapItem>;

function Coords2() {
  return Type.Object({ lat: Type.Number(), lng: Type.Number() });
}

export const Office = Type.Object({
  id: Type.Union([Type.Integer(), Type.String()]),
  name: Type.String(),
  photo: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  email: Type.Object({ email: Type.String() }),
  address: Localized(Type.Object({ street: Type.String(), city: Type.String() })),
  phone: Type.Object({ display: Type.String(), intl: Type.String() }),
});
export type Office = Static<typeof Office>;

/** A blog article (spec 1 §3 Blog article); `content` (HTML, sanitised when shown) only when asked one by one. */
export const BlogArticle = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  slug: Localized(Type.String({ minLength: 1, maxLength: 200 })),
  title: Localized(Type.String({ maxLength: 300 })),
  excerpt: Localized(Type.String({ maxLength: 2000 })),
  content: Type.Optional(Localized(Type.String({ maxLength: 200_000 }))),
  thumbnails: Type.Object({
    url_small: Type.String({ maxLength: 2048 }),
    url_large: Type.String({ maxLength: 2048 }),
  }),
  author: Type.Object({ name: Type.String({ maxLength: 200 }), thumbnail: Type.String({ maxLength: 2048 }) }),
  category: Type.Object({ id: Type.Integer(), label: Localized(Type.String({ maxLength: 200 })) }),
  published_at: Type.String({ format: 'date-time' }),
  read_time: Localized(Type.Number({ minimum: 0 })),
});
export type BlogArticle = Static<typeof BlogArticle>;

export const ArchiveCategory = Type.Object({
  id: Type.Integer(),
  label: Localized(Type.String({ maxLength: 200 })),
  articles_count: Type.Integer({ minimum: 0 }),
});
export type ArchiveCategory = Static<typeof ArchiveCategory>;

export const SocialItem = Type.Object({ icon: Type.Object({ type: Type.String() }), link: Link });
export const ProgramItem = Type.Object({ description: Text });

/** A member (broker, team, administrator, director) as the member modal shows it (spec 1 §3). */
export const MemberCard = Type.Object({
  id: Type.Optional(Type.String()),
  slug: Type.Optional(Type.String()),
  office_id: Type.Optional(Type.Union([Type.Integer(), Type.String()])),
  person_name: Type.String({ minLength: 1 }),
  person_avatar: Image,
  person_subtitle: Text,
  list_items_repeater: Type.Array(ListItem),
  social_items_repeater: Type.Array(SocialItem),
  cta_repeater: Type.Array(Link),
  program_items_repeater: Type.Array(ProgramItem),
});
export type MemberCard = Static<typeof MemberCard>;

export const MEMBER_CONTEXTS = ['brokers', 'teams', 'admins', 'directors'] as const;
export type MemberContext = (typeof MEMBER_CONTEXTS)[number];

export const Testimonial = Type.Object({
  id: Type.String(),
  author_name: Type.String(),
  author_subtitle: Type.Optional(Text),
  author_avatar: Type.Optional(Image),
  description: Localized(Type.String()),
  review_score: Type.Optional(Type.Number({ minimum: 0, maximum: 5 })),
  review_date: Type.Optional(Type.String({ format: 'date' })),
  broker_slug: Type.Optional(Type.String()),
});
export type Testimonial = Static<typeof Testimonial>;

/** Contact info kept in the session (spec 1 §3). */
export const ContactInfo = Type.Object({
  firstname: Type.String(),
  lastname: Type.String(),
  email: Type.String(),
  phone: Type.String(),
});
export type ContactInfo = Static<typeof ContactInfo>;
