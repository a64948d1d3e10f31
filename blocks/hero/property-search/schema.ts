import { Type } from '@sinclair/typebox';
import {
  ColorScheme,
  Image,
  Link,
  label,
  Media,
  Richtext,
  StringEnum,
  Text,
  titled,
} from '../../../engine/schemas';
import { ALIGNS_Y, MAX_CTAS } from '../../shared/schema-parts';

/** A tab of the search bar after the property search: a text and calls to action (sell, value, contact). */
const SearchBarTab = Type.Object(
  {
    title: titled(Text, 'Titre de l’onglet', 'Tab title'),
    description: Type.Optional(titled(Richtext, 'Texte', 'Text')),
    cta_repeater: Type.Optional(
      Type.Array(titled(Link, 'Appel à l’action', 'Call to action'), {
        maxItems: MAX_CTAS,
        ...label('Appels à l’action', 'Calls to action'),
      }),
    ),
  },
  { additionalProperties: false, ...label('Onglet', 'Tab') },
);

export const heroPropertySearchFields = Type.Object(
  {
    super_title: Type.Optional(titled(Text, 'Surtitre', 'Super title')),
    main_title: titled(Text, 'Titre', 'Title'),
    sub_title: Type.Optional(titled(Text, 'Sous-titre', 'Subtitle')),
    description: Type.Optional(titled(Richtext, 'Description', 'Description')),
    logo: Type.Optional(
      titled(Image, 'Logo', 'Logo', {
        fr: 'Affiché au-dessus des titres',
        en: 'Shown above the titles',
      }),
    ),
    bg_media: Type.Optional(titled(Media, 'Média d’arrière-plan', 'Background media')),
    search_tab_label: Type.Optional(
      titled(Text, 'Nom de l’onglet de recherche', 'Search tab label', {
        fr: 'Par défaut : « Acheter ou louer »',
        en: 'Default: “Buy or rent”',
      }),
    ),
    tabs_repeater: Type.Optional(
      Type.Array(SearchBarTab, {
        maxItems: 4,
        ...label('Autres onglets', 'Other tabs', {
          fr: 'Onglets affichés après la recherche de propriétés',
          en: 'Tabs shown after the property search',
        }),
      }),
    ),
  },
  { additionalProperties: false },
);

export const heroPropertySearchParams = Type.Object(
  {
    color_scheme: Type.Optional(titled(ColorScheme, 'Palette de couleurs', 'Colour scheme')),
    align_y: Type.Optional(
      StringEnum(ALIGNS_Y, { default: 'center', ...label('Alignement vertical', 'Vertical alignment') }),
    ),
  },
  { additionalProperties: false },
);
