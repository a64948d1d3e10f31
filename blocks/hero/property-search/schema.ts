import { Type } from '@sinclair/typebox';
import { Image, label, Richtext, Text, titled } from '../../../engine/schemas';
import {
  AlignY,
  BackgroundMedia,
  blockParams,
  CtaLink,
  closedObject,
  Description,
  MAX_CTAS,
  namedColorScheme,
  optionalTitled,
  repeater,
  SuperTitle,
  subTitle,
  Title,
} from '../../shared/schema-parts';

/** A tab of the search bar after the property search: a text and calls to action (sell, value, contact). */
const SearchBarTab = closedObject(
  {
    title: titled(Text, 'Titre de l’onglet', 'Tab title'),
    description: Type.Optional(titled(Richtext, 'Texte', 'Text')),
    cta_repeater: Type.Optional(
      repeater(CtaLink, { maxItems: MAX_CTAS }, 'Appels à l’action', 'Calls to action'),
    ),
  },
  label('Onglet', 'Tab'),
);

export const heroPropertySearchFields = closedObject({
  super_title: Type.Optional(SuperTitle),
  main_title: Title,
  ...subTitle,
  description: Type.Optional(Description),
  logo: optionalTitled(Image, 'Logo', 'Logo', {
    fr: 'Affiché au-dessus des titres',
    en: 'Shown above the titles',
  }),
  bg_media: Type.Optional(BackgroundMedia),
  search_tab_label: optionalTitled(Text, 'Nom de l’onglet de recherche', 'Search tab label', {
    fr: 'Par défaut : « Acheter ou louer »',
    en: 'Default: “Buy or rent”',
  }),
  tabs_repeater: Type.Optional(
    repeater(SearchBarTab, { maxItems: 4 }, 'Autres onglets', 'Other tabs', {
      fr: 'Onglets affichés après la recherche de propriétés',
      en: 'Tabs shown after the property search',
    }),
  ),
});

export const heroPropertySearchParams = blockParams({
  ...namedColorScheme,
  align_y: Type.Optional(AlignY),
});
