/**
 * The domain's lists of named values (property types, badges, transactions, sort orders, member
 * contexts, archive orders), without any schema: browsers import them on every page (the search
 * bar's filters, the forms' choices), and the schemas that name them (core-data.ts, blog.ts) would
 * bring TypeBox along.
 */

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
/** The answer formats of `GET /properties` besides a page of cards. */
export const PROPERTIES_FORMATS = ['count', 'map'] as const;
export type PropertiesFormat = (typeof PROPERTIES_FORMATS)[number];

export const MEMBER_CONTEXTS = ['brokers', 'teams', 'admins', 'directors'] as const;
export type MemberContext = (typeof MEMBER_CONTEXTS)[number];

export const ARCHIVE_ORDERS = ['desc', 'asc'] as const;
export type ArchiveOrder = (typeof ARCHIVE_ORDERS)[number];
