/**
 * Content types of spec 2 §3: the building bricks of every block's `fields`.
 */
import { type Static, Type } from '@sinclair/typebox';
import { ColorScheme } from './block';
import { MAX_LENGTH } from './bounds';
import { CssColor } from './colors';
import { Localized, StringEnum } from './helpers';

export { CssColor, HexColor } from './colors';

export const Text = Localized(Type.String({ maxLength: MAX_LENGTH.text }), { title: 'Text' });
export type Text = Static<typeof Text>;

export const Textarea = Localized(Type.String({ maxLength: MAX_LENGTH.textarea }), {
  title: 'Textarea',
  'x-widget': 'textarea',
});
export type Textarea = Static<typeof Textarea>;

/**
 * HTML written in the content backend; always sanitised before it is rendered. Bounded in length,
 * and sanitised on the server within a time budget (see ui/content/sanitize.ts).
 */
export const Richtext = Localized(Type.String({ maxLength: MAX_LENGTH.richText }), {
  title: 'Rich text',
  'x-widget': 'richtext',
});
export type Richtext = Static<typeof Richtext>;

/** Editorial HTML (headings, lists, quotes); rendered like rich text, with editorial typography. */
export const Edito = Localized(Type.String({ maxLength: MAX_LENGTH.richText }), {
  title: 'Edito',
  'x-widget': 'richtext',
});
export type Edito = Static<typeof Edito>;

export const CODE_VARIANTS = ['default', 'embedded'] as const;
export const Code = Type.Object(
  {
    variant: Type.Optional(StringEnum(CODE_VARIANTS, { default: 'default' })),
    language: Type.Optional(Type.String({ maxLength: 40 })),
    code: Localized(Type.String({ maxLength: MAX_LENGTH.code }), { 'x-widget': 'textarea' }),
  },
  { title: 'Code', additionalProperties: false },
);
export type Code = Static<typeof Code>;

export const FONT_WEIGHTS = ['light', 'regular', 'medium', 'bold'] as const;
export const Icon = Type.Object(
  {
    type: Type.String({ minLength: 1, maxLength: 60, title: 'Icon name' }),
    font_weight: Type.Optional(StringEnum(FONT_WEIGHTS)),
    color: Type.Optional(CssColor),
  },
  { title: 'Icon', additionalProperties: false },
);
export type Icon = Static<typeof Icon>;

export const ImageMedia = Type.Object(
  {
    url: Type.String({ minLength: 1, maxLength: 2048 }),
    alt: Type.String({ maxLength: 500 }),
    width: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
    height: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  },
  { additionalProperties: false },
);
export type ImageMedia = Static<typeof ImageMedia>;

export const ImageFilters = Type.Object(
  {
    blur: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
    brightness: Type.Optional(Type.Number({ minimum: 0, maximum: 10 })),
    contrast: Type.Optional(Type.Number({ minimum: 0, maximum: 10 })),
    opacity: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
    saturate: Type.Optional(Type.Number({ minimum: 0, maximum: 10 })),
  },
  { additionalProperties: false },
);
export type ImageFilters = Static<typeof ImageFilters>;

export const FETCH_PRIORITIES = ['high', 'low'] as const;
export const Image = Type.Object(
  {
    media: Localized(ImageMedia),
    /** Focal point, in percent of the width and height. */
    center_x: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
    center_y: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
    filters: Type.Optional(ImageFilters),
    fetchPriority: Type.Optional(StringEnum(FETCH_PRIORITIES)),
  },
  { title: 'Image', additionalProperties: false },
);
export type Image = Static<typeof Image>;

export const LINK_FORMATS = ['link', 'button', 'button-outline', 'button-white', 'icon'] as const;
export const LINK_TARGETS = ['_self', '_blank'] as const;
export const ICON_ALIGNS = ['left', 'right'] as const;
export const RECIPIENT_TYPES = ['broker', 'administrative_team', 'executive_team', 'team', 'office'] as const;
export type RecipientType = (typeof RECIPIENT_TYPES)[number];

/**
 * What a click does besides following the link. `type` is a free string on purpose: an action this
 * version does not know is ignored with a warning (spec 2 §8), not a reason to drop the block.
 */
export const OnClickAction = Type.Object(
  {
    type: Type.String({ minLength: 1, maxLength: 60 }),
    recipient_type: Type.Optional(StringEnum(RECIPIENT_TYPES)),
    recipient_slug: Type.Optional(Type.String({ maxLength: 200 })),
    recipient_name: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type OnClickAction = Static<typeof OnClickAction>;

export const LinkIcon = Type.Object(
  {
    type: Type.String({ minLength: 1, maxLength: 60 }),
    align: Type.Optional(StringEnum(ICON_ALIGNS)),
    font_weight: Type.Optional(StringEnum(FONT_WEIGHTS)),
  },
  { additionalProperties: false },
);

export const Link = Type.Object(
  {
    format_type: Type.Optional(StringEnum(LINK_FORMATS, { default: 'link' })),
    target: Type.Optional(StringEnum(LINK_TARGETS, { default: '_self' })),
    icon: Type.Optional(LinkIcon),
    url: Localized(Type.String({ maxLength: 2048 })),
    text: Localized(Type.String({ maxLength: 300 })),
    on_click_action: Type.Optional(OnClickAction),
    /** Own scheme of the link; when absent, the block's scheme is applied (spec 2 §5). */
    color_scheme: Type.Optional(ColorScheme),
  },
  { title: 'Link', additionalProperties: false },
);
export type Link = Static<typeof Link>;

export const VideoSource = Type.Object(
  {
    url: Type.String({ minLength: 1, maxLength: 2048 }),
    type: Type.Optional(Type.String({ maxLength: 60 })),
  },
  { additionalProperties: false },
);

const videoFlags = {
  poster: Type.Optional(Image),
  autoplay: Type.Optional(Type.Boolean({ default: false })),
  controls: Type.Optional(Type.Boolean({ default: false })),
  loop: Type.Optional(Type.Boolean({ default: true })),
  muted: Type.Optional(Type.Boolean({ default: true })),
};

export const Video = Type.Object(
  { sources: Localized(Type.Array(VideoSource, { minItems: 1, maxItems: 5 })), ...videoFlags },
  { title: 'Video', additionalProperties: false },
);
export type Video = Static<typeof Video>;

export const ExternalVideo = Type.Object(
  { external_sources: Localized(Type.String({ minLength: 1, maxLength: 2048 })), ...videoFlags },
  { title: 'External video', additionalProperties: false },
);
export type ExternalVideo = Static<typeof ExternalVideo>;

/** Background media of a block: an image, a video or an external video. */
export const Media = Type.Union([Image, Video, ExternalVideo], { title: 'Media' });
export type Media = Static<typeof Media>;

export const ListItem = Type.Object(
  { icon: Type.Optional(Icon), description: Text, hover_id: Type.Optional(Type.String({ maxLength: 80 })) },
  { additionalProperties: false },
);
export type ListItem = Static<typeof ListItem>;

export const Tag = Type.Object(
  {
    name: Text,
    bg_color_primary: Type.Optional(CssColor),
    text_color: Type.Optional(CssColor),
  },
  { additionalProperties: false },
);
export type Tag = Static<typeof Tag>;
