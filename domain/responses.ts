/**
 * Bodies the core API answers with. The envelope
 * `{ data: ... }` is the API's; callers read `data` after validation.
 */
import { type Static, type TSchema, Type } from '@sinclair/typebox';
import {
  ArchiveCategory,
  BlogArticle,
  MunicipalityOption,
  PropertyListingItem,
  PropertyMapItem,
  SearchFilterData,
  TooltipData,
} from './core-data';

/** Most items of one page of results (listings, articles, categories). */
const MAX_PAGE_ITEMS = 200;

const DataOf = <T extends TSchema>(schema: T) => Type.Object({ data: schema });

export const PropertiesCountResponse = Type.Object({ total: Type.Integer({ minimum: 0 }) });
export type PropertiesCountResponse = Static<typeof PropertiesCountResponse>;

export const PropertiesMapResponse = DataOf(
  Type.Object({
    // Maps hold tens of thousands of markers; the byte bound applies as well.
    propertiesMap: Type.Array(PropertyMapItem, { maxItems: 100_000 }),
    propertiesListing: Type.Array(PropertyListingItem, { maxItems: MAX_PAGE_ITEMS }),
    total: Type.Integer({ minimum: 0 }),
  }),
);
export type PropertiesMapResponse = Static<typeof PropertiesMapResponse>;

export const PropertiesPageResponse = DataOf(
  Type.Object({
    propertiesListing: Type.Array(PropertyListingItem, { maxItems: MAX_PAGE_ITEMS }),
    total: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    last_page: Type.Integer({ minimum: 0 }),
  }),
);
export type PropertiesPageResponse = Static<typeof PropertiesPageResponse>;

export const ArticlesResponse = DataOf(
  Type.Object({
    categories: Type.Optional(Type.Array(ArchiveCategory, { maxItems: MAX_PAGE_ITEMS })),
    articles: Type.Array(BlogArticle, { maxItems: MAX_PAGE_ITEMS }),
    total: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    last_page: Type.Integer({ minimum: 0 }),
  }),
);
export type ArticlesResponse = Static<typeof ArticlesResponse>;

export const ArticleResponse = DataOf(BlogArticle);
export type ArticleResponse = Static<typeof ArticleResponse>;

export const TooltipResponse = DataOf(TooltipData);
export type TooltipResponse = Static<typeof TooltipResponse>;

export const MunicipalitiesResponse = DataOf(
  Type.Object({ municipalities: Type.Array(MunicipalityOption, { maxItems: 2000 }) }),
);
export type MunicipalitiesResponse = Static<typeof MunicipalitiesResponse>;

export const SearchFiltersResponse = DataOf(SearchFilterData);
export type SearchFiltersResponse = Static<typeof SearchFiltersResponse>;

export const ContactResponse = Type.Object(
  {
    status: Type.String({ maxLength: 40 }),
    message: Type.Optional(Type.String({ maxLength: 2000 })),
    errors: Type.Optional(
      Type.Record(
        Type.String({ maxLength: 80 }),
        Type.Array(Type.String({ maxLength: 500 }), { maxItems: 20 }),
        {
          maxProperties: 50,
        },
      ),
    ),
  },
  { additionalProperties: true },
);
export type ContactResponse = Static<typeof ContactResponse>;
