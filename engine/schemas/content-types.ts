/**
 * Content types: the building bricks of every block's `fields`.
 */
import { type Static, Type } from '@sinclair/typebox';
import { ColorScheme } from './block';
import { MAX_LENGTH } from './bounds';
import { CssColor, ownColors } from './colors';
import { Localized, label, StringEnum, titled } from './helpers';

export { CssColor, HexColor, ownColors } from './colors';

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
    variant: Type.Optional(
      StringEnum(CODE_VARIANTS, { default: 'default', ...label('Variante', 'Variant') }),
    ),
    language: Type.Optional(Type.String({ maxLength: 40, ...label('Langage', 'Language') })),
    code: Localized(Type.String({ maxLength: MAX_LENGTH.code }), {
      'x-widget': 'textarea',
      ...label('Code', 'Code'),
    }),
  },
  { additionalProperties: false },
);
export type Code = Static<typeof Code>;

export const FONT_WEIGHTS = ['light', 'regular', 'medium', 'bold'] as const;
export const Icon = Type.Object(
  {
    type: Type.String({ minLength: 1, maxLength: 60, ...label('Nom de l’icône', 'Icon name') }),
    font_weight: Type.Optional(StringEnum(FONT_WEIGHTS, label('Graisse', 'Weight'))),
    color: Type.Optional(titled(CssColor, 'Couleur', 'Colour')),
  },
  { additionalProperties: false },
);
export type Icon = Static<typeof Icon>;

/** The address (URL) of a media file: never empty, at most 2048 characters. */
const mediaUrl = (fr: string, en: string) => Type.String({ minLength: 1, maxLength: 2048, ...label(fr, en) });

export const ImageMedia = Type.Object(
  {
    url: mediaUrl('Adresse de l’image (URL)', 'Image address (URL)'),
    alt: Type.String({
      maxLength: 500,
      ...label('Texte de remplacement', 'Alternative text', {
        fr: 'Décrit l’image à qui ne la voit pas; laisser vide si elle est décorative.',
        en: 'Describes the image to people who cannot see it; leave empty when it is decorative.',
      }),
    }),
    width: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 10000, ...label('Largeur (px)', 'Width (px)') }),
    ),
    height: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 10000, ...label('Hauteur (px)', 'Height (px)') }),
    ),
  },
  { additionalProperties: false },
);
export type ImageMedia = Static<typeof ImageMedia>;

export const ImageFilters = Type.Object(
  {
    blur: Type.Optional(Type.Number({ minimum: 0, maximum: 100, ...label('Flou (px)', 'Blur (px)') })),
    brightness: Type.Optional(Type.Number({ minimum: 0, maximum: 10, ...label('Luminosité', 'Brightness') })),
    contrast: Type.Optional(Type.Number({ minimum: 0, maximum: 10, ...label('Contraste', 'Contrast') })),
    opacity: Type.Optional(Type.Number({ minimum: 0, maximum: 1, ...label('Opacité', 'Opacity') })),
    saturate: Type.Optional(Type.Number({ minimum: 0, maximum: 10, ...label('Saturation', 'Saturation') })),
  },
  { additionalProperties: false },
);
export type ImageFilters = Static<typeof ImageFilters>;

export const FETCH_PRIORITIES = ['high', 'low'] as const;
export const Image = Type.Object(
  {
    media: Localized(ImageMedia, label('Fichier', 'File')),
    /** Focal point, in percent of the width and height. */
    center_x: Type.Optional(
      Type.Number({
        minimum: 0,
        maximum: 100,
        ...label('Point focal horizontal (%)', 'Focal point, horizontal (%)'),
      }),
    ),
    center_y: Type.Optional(
      Type.Number({
        minimum: 0,
        maximum: 100,
        ...label('Point focal vertical (%)', 'Focal point, vertical (%)'),
      }),
    ),
    filters: Type.Optional(titled(ImageFilters, 'Filtres', 'Filters')),
    fetchPriority: Type.Optional(
      StringEnum(FETCH_PRIORITIES, label('Priorité de chargement', 'Loading priority')),
    ),
  },
  { 'x-widget': 'image', additionalProperties: false },
);
export type Image = Static<typeof Image>;

export const LINK_FORMATS = ['link', 'button', 'button-outline', 'button-white', 'icon'] as const;
export const LINK_TARGETS = ['_self', '_blank'] as const;
export const ICON_ALIGNS = ['left', 'right'] as const;
export const RECIPIENT_TYPES = ['broker', 'administrative_team', 'executive_team', 'team', 'office'] as const;
export type RecipientType = (typeof RECIPIENT_TYPES)[number];

/**
 * What a click does besides following the link. `type` is a free string on purpose: an action this
 * version does not know is ignored with a warning, not a reason to drop the block.
 */
export const OnClickAction = Type.Object(
  {
    type: Type.String({ minLength: 1, maxLength: 60, ...label('Action', 'Action') }),
    recipient_type: Type.Optional(
      StringEnum(RECIPIENT_TYPES, label('Type de destinataire', 'Recipient type')),
    ),
    recipient_slug: Type.Optional(
      Type.String({ maxLength: 200, ...label('Identifiant du destinataire', 'Recipient identifier') }),
    ),
    recipient_name: Type.Optional(
      Type.String({ maxLength: 200, ...label('Nom du destinataire', 'Recipient name') }),
    ),
  },
  { additionalProperties: false },
);
export type OnClickAction = Static<typeof OnClickAction>;

export const LinkIcon = Type.Object(
  {
    type: Type.String({ minLength: 1, maxLength: 60, ...label('Nom de l’icône', 'Icon name') }),
    align: Type.Optional(StringEnum(ICON_ALIGNS, label('Position de l’icône', 'Icon position'))),
    font_weight: Type.Optional(StringEnum(FONT_WEIGHTS, label('Graisse', 'Weight'))),
  },
  { additionalProperties: false },
);

export const Link = Type.Object(
  {
    format_type: Type.Optional(
      StringEnum(LINK_FORMATS, { default: 'link', ...label('Apparence', 'Appearance') }),
    ),
    target: Type.Optional(StringEnum(LINK_TARGETS, { default: '_self', ...label('Ouverture', 'Opens in') })),
    icon: Type.Optional(titled(LinkIcon, 'Icône', 'Icon')),
    url: Localized(Type.String({ maxLength: 2048 }), label('Adresse (URL)', 'Address (URL)')),
    text: Localized(Type.String({ maxLength: 300 }), label('Texte', 'Text')),
    on_click_action: Type.Optional(titled(OnClickAction, 'Action au clic', 'Click action')),
    /** Own scheme of the link; when absent, the block's scheme is applied. */
    color_scheme: Type.Optional(
      titled(ColorScheme, 'Schéma de couleurs du lien', 'Link colour scheme', {
        fr: 'Celui du bloc quand il est vide.',
        en: 'The block’s own when empty.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type Link = Static<typeof Link>;

export const VideoSource = Type.Object(
  {
    url: mediaUrl('Adresse de la vidéo (URL)', 'Video address (URL)'),
    type: Type.Optional(Type.String({ maxLength: 60, ...label('Type de fichier', 'File type') })),
  },
  { additionalProperties: false },
);

const videoFlags = {
  poster: Type.Optional(titled(Image, 'Image d’aperçu', 'Poster image')),
  autoplay: Type.Optional(Type.Boolean({ default: false, ...label('Lecture automatique', 'Autoplay') })),
  controls: Type.Optional(
    Type.Boolean({ default: false, ...label('Afficher les commandes', 'Show controls') }),
  ),
  loop: Type.Optional(Type.Boolean({ default: true, ...label('En boucle', 'Loop') })),
  muted: Type.Optional(Type.Boolean({ default: true, ...label('Sans le son', 'Muted') })),
};

export const Video = Type.Object(
  {
    sources: Localized(Type.Array(VideoSource, { minItems: 1, maxItems: 5 }), label('Sources', 'Sources')),
    ...videoFlags,
  },
  { additionalProperties: false },
);
export type Video = Static<typeof Video>;

export const ExternalVideo = Type.Object(
  {
    external_sources: Localized(
      Type.String({ minLength: 1, maxLength: 2048 }),
      label('Adresse de la vidéo externe', 'External video address'),
    ),
    ...videoFlags,
  },
  { additionalProperties: false },
);
export type ExternalVideo = Static<typeof ExternalVideo>;

/** Background media of a block: an image, a video or an external video. */
export const Media = Type.Union([
  titled(Image, 'Image', 'Image'),
  titled(Video, 'Vidéo', 'Video'),
  titled(ExternalVideo, 'Vidéo externe', 'External video'),
]);
export type Media = Static<typeof Media>;

/** Name of the `hover_id` of list and map items: it links an item to its marker. */
export const hoverIdLabel = label('Identifiant de survol', 'Hover id', {
  fr: 'Relie cet élément au marqueur de carte qui porte le même identifiant.',
  en: 'Links this item to the map marker with the same id.',
});

export const ListItem = Type.Object(
  {
    icon: Type.Optional(titled(Icon, 'Icône', 'Icon')),
    description: titled(Text, 'Texte', 'Text'),
    hover_id: Type.Optional(Type.String({ maxLength: 80, ...hoverIdLabel })),
  },
  { additionalProperties: false },
);
export type ListItem = Static<typeof ListItem>;

export const Tag = Type.Object(
  {
    name: titled(Text, 'Nom', 'Name'),
    ...ownColors,
  },
  { additionalProperties: false },
);
export type Tag = Static<typeof Tag>;
