/**
 * The page response of the content backend (spec 1 §3 Page response).
 */
import { type Static, Type } from '@sinclair/typebox';
import { BlockEnvelope } from './block';
import { Localized, StringEnum } from './helpers';

export const SITE_TYPES = ['broker', 'agency'] as const;
export type SiteType = (typeof SITE_TYPES)[number];
/** A site whose page response says no site type is a broker's (spec 2 §3). */
export const DEFAULT_SITE_TYPE: SiteType = 'broker';
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
  attributes: Type.Record(Type.String(), Type.String()),
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
  id: Type.Union([Type.String(), Type.Number()]),
  name: Type.String({ maxLength: 200 }),
  color: StringEnum(VARIANT_COLORS),
});
export type Variant = Static<typeof Variant>;

export const AlternatePath = Type.Object({ locale: Type.String(), path: Type.String({ maxLength: 2048 }) });
export type AlternatePath = Static<typeof AlternatePath>;

export const PageContent = Type.Object(
  {
    blocks: Type.Array(BlockEnvelope, { maxItems: 5000 }),
    /** Replaces the site footer on this page when present. */
    footer: Type.Optional(Type.Array(BlockEnvelope)),
    /** Overrides the page's SEO when present. */
    seo: Type.Optional(LocalizedSeo),
  },
  { additionalProperties: true },
);
export type PageContent = Static<typeof PageContent>;

export const PageResponse = Type.Object(
  {
    content: PageContent,
    header: Type.Array(BlockEnvelope),
    footer: Type.Array(BlockEnvelope),
    seo: Type.Optional(LocalizedSeo),
    theme: Type.Optional(Theme),
    metadata: Type.Optional(Metadata),
    variant: Type.Optional(Type.Union([Variant, Type.Null()])),
    alternate_paths: Type.Array(AlternatePath),
    title: Localized(Type.String({ maxLength: 300 })),
    production: Type.Boolean(),
    microsite_id: Type.Union([Type.String(), Type.Number()]),
    site_id: Type.Union([Type.String(), Type.Number()]),
    site_type: Type.Optional(StringEnum(SITE_TYPES, { default: DEFAULT_SITE_TYPE })),
    site_key: Type.String(),
    recaptcha: Type.Object({ site_key: Type.String() }, { additionalProperties: true }),
  },
  { additionalProperties: true },
);
export type PageResponse = Static<typeof PageResponse>;

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
  { blocks: Type.Array(BlockEnvelope) },
  { additionalProperties: true },
);
export type DemoPageResponse = Static<typeof DemoPageResponse>;
