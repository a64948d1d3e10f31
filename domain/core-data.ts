/**
 * Data of the core API (spec 1 §3, spec 2 §3): properties, filters, municipalities, offices,
 * articles, members, tooltips. Field names are the spec's.
 */
import { type Static, Type } from '@sinclair/typebox';
import {
  Image,
  Link,
  ListItem,
  Localized,
  label,
  MAX_LENGTH,
  StringEnum,
  Tag,
  Text,
  titled,
} from '../engine/schemas';
import { BADGES, ORDER_BY, PROPERTIES_FORMATS, PROPERTY_TYPES, TRANSACTIONS } from './vocabulary';

/**
 * Bounds of the core API's data (issue 18): every string has a length, every list a length, so
 * that an answer that passes validation has a known size.
 */
const Url = () => Type.String({ maxLength: 2048 });
const Name = () => Type.String({ maxLength: 300 });
const Code = () => Type.String({ maxLength: 80 });
/** Municipalities of Québec are about 1,100. */
const MAX_MUNICIPALITIES = 2000;
const MAX_IMAGES = 100;
const MAX_REPEATER = 50;

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
  uls: Type.String({ minLength: 1, maxLength: 80 }),
  type: StringEnum(PROPERTY_TYPES),
  address: Name(),
  price: Type.Number({ minimum: 0 }),
  url: Localized(Url()),
  carousel_images: Type.Array(Url(), { maxItems: MAX_IMAGES }),
  property_image: Url(),
  specs: PropertySpecs,
  badge: Type.Optional(StringEnum(BADGES)),
  coords: LatLng,
  mun: Code(),
  city: Name(),
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
  mun: Type.Array(Code(), { maxItems: MAX_MUNICIPALITIES }),
  type: Type.Array(Code(), { maxItems: PROPERTY_TYPES.length * 2 }),
  price_min: Type.Union([Type.Number({ minimum: 0 }), Type.Null()]),
  price_max: Type.Union([Type.Number({ minimum: 0 }), Type.Null()]),
  bedrooms: RoomCount,
  bathrooms: RoomCount,
  forSaleForRent: StringEnum(TRANSACTIONS),
  open_house: Type.Boolean({ default: false }),
  map_bounds: Type.Optional(MapBounds),
});
export type SearchFilters = Static<typeof SearchFilters>;

const PositiveInteger = () => Type.Integer({ minimum: 1, maximum: 999_999_999 });
/** The options of a `GET /properties` request itself, next to its filters. */
export const PropertiesQueryOptions = Type.Object({
  order_by: Type.Optional(StringEnum(ORDER_BY)),
  page: Type.Optional(PositiveInteger()),
  limit: Type.Optional(PositiveInteger()),
  format: Type.Optional(StringEnum(PROPERTIES_FORMATS)),
  listingLimit: Type.Optional(PositiveInteger()),
});
export type PropertiesQueryOptions = Static<typeof PropertiesQueryOptions>;

/**
 * What the search page's URL asks for: its filters and sort, whether it resets the filters, whether
 * it names any filter at all, and the search it runs from the URL alone (`applied`).
 */
export const SearchPageQuery = Type.Object({
  filters: SearchFilters,
  orderBy: StringEnum(ORDER_BY),
  reset: Type.Boolean(),
  hasFilters: Type.Boolean(),
  applied: SearchFilters,
});
export type SearchPageQuery = Static<typeof SearchPageQuery>;

export const MunicipalityOption = Type.Object(
  { MUN_CODE: Code(), DESCRIPTION: Name(), REGION: Type.Optional(Name()) },
  { additionalProperties: true },
);
export type MunicipalityOption = Static<typeof MunicipalityOption>;

export const PropertyTypeOption = Type.Object({
  value: StringEnum(PROPERTY_TYPES),
  label: Localized(Name()),
});
export type PropertyTypeOption = Static<typeof PropertyTypeOption>;

export const SearchFilterData = Type.Object({
  municipalities: Type.Array(MunicipalityOption, { maxItems: MAX_MUNICIPALITIES }),
  property_types: Type.Array(PropertyTypeOption, { maxItems: 50 }),
  price_increments: Type.Array(Type.Number({ minimum: 0 }), { maxItems: 200 }),
});
export type SearchFilterData = Static<typeof SearchFilterData>;

/** A property card as the listing and sliders show it (spec 2 §3 Property listing item). */
export const PropertyListingItem = Type.Object({
  hover_id: Code(),
  super_title: Type.Optional(Name()),
  main_title: Name(),
  sub_title: Type.Optional(Name()),
  secondary_title: Type.Optional(Name()),
  link: Type.Optional(Link),
  tags_repeater: Type.Array(Tag, { maxItems: MAX_REPEATER }),
  list_items_repeater: Type.Array(ListItem, { maxItems: MAX_REPEATER }),
  medias_repeater: Type.Array(Image, { maxItems: 1 }),
});
export type PropertyListingItem = Static<typeof PropertyListingItem>;

export const TooltipData = Type.Object({
  address: Name(),
  carousel_images: Type.Array(Url(), { maxItems: MAX_IMAGES }),
  price: Type.Number(),
  specs: PropertySpecs,
  type: StringEnum(PROPERTY_TYPES),
  url: Url(),
});
export type TooltipData = Static<typeof TooltipData>;

export const PropertyMapItem = Type.Object({
  coords: Coords2(),
  hover_id: Code(),
  /**
   * The asking price (a monthly rent for rentals). Not in the spec's list: the map names a cluster
   * by its price range ("12 properties, 389,000 $ to 1.2 M$") and shows it on hover without a call.
   */
  price: Type.Optional(Type.Number({ minimum: 0 })),
  tooltip: Type.Optional(TooltipData),
  popup_repeater: Type.Optional(Type.Array(Type.Unknown(), { maxItems: MAX_REPEATER })),
});
export type PropertyMapItem = Static<typeof PropertyMapItem>;

function Coords2() {
  return Type.Object({ lat: Type.Number(), lng: Type.Number() });
}

export const Office = Type.Object({
  id: Type.Union([Type.Integer(), Code()]),
  name: Name(),
  photo: Url(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  email: Type.Object({ email: Type.String({ maxLength: 320 }) }),
  address: Localized(Type.Object({ street: Name(), city: Name() })),
  phone: Type.Object({ display: Type.String({ maxLength: 40 }), intl: Type.String({ maxLength: 40 }) }),
});
export type Office = Static<typeof Office>;

/** A blog article (spec 1 §3 Blog article); `content` (HTML, sanitised when shown) only when asked one by one. */
export const BlogArticle = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  slug: Localized(Type.String({ minLength: 1, maxLength: 300 })),
  title: Localized(Name()),
  excerpt: Localized(Type.String({ maxLength: MAX_LENGTH.textarea })),
  /** The article's HTML, sanitised like rich text. */
  content: Type.Optional(Localized(Type.String({ maxLength: 4 * MAX_LENGTH.richText }))),
  thumbnails: Type.Object({ url_small: Url(), url_large: Url() }),
  author: Type.Object({ name: Name(), thumbnail: Url() }),
  category: Type.Object({ id: Type.Integer(), label: Localized(Name()) }),
  published_at: Type.String({ format: 'date-time' }),
  read_time: Localized(Type.Number({ minimum: 0 })),
});
export type BlogArticle = Static<typeof BlogArticle>;

export const ArchiveCategory = Type.Object({
  id: Type.Integer(),
  label: Localized(Name()),
  articles_count: Type.Integer({ minimum: 0 }),
});
export type ArchiveCategory = Static<typeof ArchiveCategory>;

export const SocialItem = Type.Object({
  icon: Type.Object(
    { type: Type.String({ maxLength: 60, ...label('Nom de l’icône', 'Icon name') }) },
    label('Icône', 'Icon'),
  ),
  link: titled(Link, 'Lien', 'Link'),
});
export const ProgramItem = Type.Object({ description: titled(Text, 'Description', 'Description') });

/** A member (broker, team, administrator, director) as the member modal shows it (spec 1 §3). */
export const MemberCard = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 80, ...label('Identifiant', 'Id') })),
  slug: Type.Optional(Type.String({ maxLength: 300, ...label('Identifiant d’adresse', 'Slug') })),
  office_id: Type.Optional(
    Type.Union(
      [Type.Integer(label('Numéro', 'Number')), Type.String({ maxLength: 80, ...label('Texte', 'Text') })],
      label('Bureau', 'Office'),
    ),
  ),
  person_name: Type.String({ minLength: 1, maxLength: 300, ...label('Nom', 'Name') }),
  person_avatar: titled(Image, 'Photo', 'Photo'),
  person_subtitle: titled(Text, 'Sous-titre', 'Subtitle'),
  list_items_repeater: Type.Array(ListItem, {
    maxItems: MAX_REPEATER,
    ...label('Éléments de liste', 'List items'),
  }),
  social_items_repeater: Type.Array(SocialItem, {
    maxItems: MAX_REPEATER,
    ...label('Réseaux sociaux', 'Social networks'),
  }),
  cta_repeater: Type.Array(Link, {
    maxItems: MAX_REPEATER,
    ...label('Appels à l’action', 'Calls to action'),
  }),
  program_items_repeater: Type.Array(ProgramItem, {
    maxItems: MAX_REPEATER,
    ...label('Programmes', 'Programmes'),
  }),
});
export type MemberCard = Static<typeof MemberCard>;

export const Testimonial = Type.Object({
  id: Code(),
  author_name: Name(),
  author_subtitle: Type.Optional(Text),
  author_avatar: Type.Optional(Image),
  description: Localized(Type.String({ maxLength: MAX_LENGTH.textarea })),
  review_score: Type.Optional(Type.Number({ minimum: 0, maximum: 5 })),
  review_date: Type.Optional(Type.String({ format: 'date' })),
  broker_slug: Type.Optional(Name()),
});
export type Testimonial = Static<typeof Testimonial>;

/** Contact info kept in the session (spec 1 §3). */
export const ContactInfo = Type.Object({
  firstname: Name(),
  lastname: Name(),
  email: Type.String({ maxLength: 320 }),
  phone: Type.String({ maxLength: 40 }),
});
export type ContactInfo = Static<typeof ContactInfo>;
