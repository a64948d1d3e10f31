/**
 * The page response of the content backend (spec 1 §3 Page response).
 */
import { type Static, Type } from '@sinclair/typebox';
import { BlockEnvelope } from './block';
import { Localized, StringEnum } from './helpers';
import { DEFAULT_SITE_TYPE, SITE_TYPES } from './site-types';

export * from './site-types';

/** Most blocks in a page's content; more is not a page anyone reads. */
export const MAX_PAGE_BLOCKS = 500;
/** Most blocks in a header or footer list. */
export const MAX_CHROME_BLOCKS = 20;
/** Longest URL or path accepted from content. */
export const MAX_URL_LENGTH = 2048;

/**
 * One entry of a block list, as the content backend sends it: anything. The page is accepted with
 * any entries; the renderer then checks each block on its own against its type's schema, so one
 * malformed entry (`null`, a number as `block_type`) is skipped and reported, never the page.
 */
export const BlockEntry = Type.Unknown({ description: 'A block, checked on its own by the renderer' });
const blockList = (maxItems: number) => Type.Array(BlockEntry, { maxItems });
const Id = Type.Union([Type.String({ maxLength: 120 }), Type.Number()]);
/** A key of the content backend (site key, captcha site key): public by nature, short. */
const PublicKey = Type.String({ maxLength: 200 });

export const THEMES = ['blue', 'red'] as const;
export type ThemeName = (typeof THEMES)[number];

export const OgFields = Type.Object(
  {
    og_title: Type.Optional(Type.String({ maxLength: 300 })),
    og_description: Type.Optional(Type.String({ maxLength: 1000 })),
    og_image: Type.Optional(Type.String({ maxLength: 2048 })),
  },
  { additionalProperties: true },
);

export const Seo = Type.Object(
  {
    global: Type.Optional(OgFields),
    facebook: Type.Optional(OgFields),
    twitter: Type.Optional(OgFields),
    canonical_url: Type.Optional(Type.String({ maxLength: 2048 })),
    robots_index_rule: Type.Optional(Type.String({ maxLength: 100 })),
    og_locale: Type.Optional(Type.String({ maxLength: 10 })),
  },
  { additionalProperties: true },
);
export type Seo = Static<typeof Seo>;
export const LocalizedSeo = Type.Object({ fr: Type.Optional(Seo), en: Type.Optional(Seo) });
export type LocalizedSeo = Static<typeof LocalizedSeo>;

export const Theme = Type.Object(
  {
    name: Type.Optional(StringEnum(THEMES, { default: 'blue' })),
    radius: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)])),
  },
  { additionalProperties: true },
);
export type Theme = Static<typeof Theme>;

export const MetadataElement = Type.Object({
  tag: StringEnum(['meta', 'link'] as const),
  attributes: Type.Record(Type.String({ maxLength: 40 }), Type.String({ maxLength: MAX_URL_LENGTH }), {
    maxProperties: 12,
  }),
});
export const Metadata = Type.Object(
  {
    favicon: Type.Optional(Type.String({ maxLength: 2048 })),
    elements: Type.Optional(Type.Array(MetadataElement, { maxItems: 100 })),
    tags: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 100 })),
  },
  { additionalProperties: true },
);
export type Metadata = Static<typeof Metadata>;

/** 15 colours are available for a variant (spec 1 §1). */
export const VARIANT_COLORS = [
  'red',
  'pink',
  'purple',
  'deep-purple',
  'indigo',
  'blue',
  'light-blue',
  'cyan',
  'teal',
  'green',
  'light-green',
  'lime',
  'amber',
  'orange',
  'brown',
] as const;
export const Variant = Type.Object({
  id: Id,
  name: Type.String({ maxLength: 200 }),
  color: StringEnum(VARIANT_COLORS),
});
export type Variant = Static<typeof Variant>;

export const AlternatePath = Type.Object({
  locale: Type.String({ maxLength: 10 }),
  path: Type.String({ maxLength: MAX_URL_LENGTH }),
});
export type AlternatePath = Static<typeof AlternatePath>;

export const PageContent = Type.Object(
  {
    blocks: blockList(MAX_PAGE_BLOCKS),
    /** Replaces the site footer on this page when present. */
    footer: Type.Optional(blockList(MAX_CHROME_BLOCKS)),
    /** Overrides the page's SEO when present. */
    seo: Type.Optional(LocalizedSeo),
  },
  { additionalProperties: true },
);
export type PageContent = Static<typeof PageContent>;

export const PageResponse = Type.Object(
  {
    content: PageContent,
    header: blockList(MAX_CHROME_BLOCKS),
    footer: blockList(MAX_CHROME_BLOCKS),
    seo: Type.Optional(LocalizedSeo),
    theme: Type.Optional(Theme),
    metadata: Type.Optional(Metadata),
    variant: Type.Optional(Type.Union([Variant, Type.Null()])),
    alternate_paths: Type.Array(AlternatePath, { maxItems: 10 }),
    title: Localized(Type.String({ maxLength: 300 })),
    production: Type.Boolean(),
    microsite_id: Id,
    site_id: Id,
    site_type: Type.Optional(StringEnum(SITE_TYPES, { default: DEFAULT_SITE_TYPE })),
    site_key: PublicKey,
    recaptcha: Type.Object({ site_key: PublicKey }, { additionalProperties: true }),
  },
  { additionalProperties: true },
);
export type PageResponse = Static<typeof PageResponse>;

/**
 * The site's first-load data without any page: what the site's server hands the QA editor, whose
 * blocks call the core API as the configured site's pages do. Every key here is public.
 */
export const SiteFirstLoad = Type.Pick(PageResponse, [
  'production',
  'microsite_id',
  'site_id',
  'site_type',
  'site_key',
  'recaptcha',
  'variant',
]);
export type SiteFirstLoad = Static<typeof SiteFirstLoad>;

/** What `POST /page/{site_id}` receives. */
export const PageRequest = Type.Object({
  path: Type.String({ minLength: 1, maxLength: 2048 }),
  query: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Array(Type.String())]))),
  production: Type.Boolean(),
});
export type PageRequest = Static<typeof PageRequest>;

/** What the content backend answers with a 301/302. */
export const RedirectBody = Type.Object(
  { location: Type.Optional(Type.String()) },
  { additionalProperties: true },
);

/** The demo page of the QA editor (`GET /development/demo-page`): a list of blocks. */
export const DemoPageResponse = Type.Object(
  { blocks: Type.Array(BlockEnvelope, { maxItems: MAX_PAGE_BLOCKS }) },
  { additionalProperties: true },
);
export type DemoPageResponse = Static<typeof DemoPageResponse>;
