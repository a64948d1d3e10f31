/**
 * The people and places of a brokerage as content blocks show them: office items and
 * map items, the office filter list, partners, bank partners, team members, testimonial cards,
 * broker items and Google reviews. The core API's own records (offices, member cards,
 * testimonials) are in core-data.ts; these are the shapes the content backend sends in `fields`.
 * Every property is named in both languages for the QA editor.
 */
import { type Static, Type } from '@sinclair/typebox';
import {
  Coords,
  Image,
  Link,
  ListItem,
  Localized,
  label,
  ownColors,
  Richtext,
  Text,
  titled,
} from '../engine/schemas';

/** A person's or a company's name, written once for both languages. */
const Name = (fr: string, en: string) => Type.String({ minLength: 1, maxLength: 120, ...label(fr, en) });
const InfoLines = Type.Array(ListItem, {
  maxItems: 8,
  ...label('Lignes d’information', 'Information lines'),
});
const Cta = titled(Link, 'Appel à l’action', 'Call to action');
const HoverId = Type.String({
  minLength: 1,
  maxLength: 80,
  pattern: '^[A-Za-z0-9_-]+$',
  ...label('Identifiant du repère', 'Marker id', {
    fr: 'Relie un bureau de la liste à son repère sur la carte',
    en: 'Links an office of the list to its marker on the map',
  }),
});

/** Office item: a default image is shown when it has none for the page's locale. */
export const officeItemParts = {
  main_title: titled(Text, 'Nom du bureau', 'Office name'),
  image: Type.Optional(titled(Image, 'Photo', 'Photo')),
  list_items_repeater: Type.Optional(InfoLines),
  cta: Type.Optional(Cta),
};
export const OfficeItem = Type.Object(officeItemParts, { additionalProperties: false });
export type OfficeItem = Static<typeof OfficeItem>;

/** An office of the offices map's list: an office item plus the `hover_id` of its marker. */
export const OfficeListItem = Type.Object(
  { ...officeItemParts, hover_id: HoverId },
  { additionalProperties: false },
);
export type OfficeListItem = Static<typeof OfficeListItem>;

/** One entry of a marker's popup; a marker shared by several offices has one entry each. */
export const OfficePopupEntry = Type.Object(
  {
    main_title: titled(Text, 'Titre', 'Title'),
    list_items_repeater: Type.Optional(InfoLines),
    cta: Type.Optional(Cta),
  },
  { additionalProperties: false },
);
export type OfficePopupEntry = Static<typeof OfficePopupEntry>;

/** Office map item: coords, hover_id, popup_repeater. */
export const OfficeMapItem = Type.Object(
  {
    coords: titled(Coords, 'Coordonnées', 'Coordinates'),
    hover_id: HoverId,
    popup_repeater: Type.Array(OfficePopupEntry, {
      minItems: 1,
      maxItems: 6,
      ...label('Contenu de la bulle', 'Popup content'),
    }),
  },
  { additionalProperties: false },
);
export type OfficeMapItem = Static<typeof OfficeMapItem>;

/** Office filter list: an id and a label per language. */
export const OfficeFilterItem = Type.Object(
  {
    id: Type.Union(
      [
        Type.Integer(label('Numéro', 'Number')),
        Type.String({ minLength: 1, maxLength: 80, ...label('Texte', 'Text') }),
      ],
      label('Identifiant', 'Id'),
    ),
    label: titled(Localized(Type.String({ minLength: 1, maxLength: 120 })), 'Libellé', 'Label'),
  },
  { additionalProperties: false },
);
export type OfficeFilterItem = Static<typeof OfficeFilterItem>;

/** A partner's tag: its name per language and its colours. */
export const PartnerTag = Type.Object(
  {
    name: titled(Localized(Type.String({ minLength: 1, maxLength: 60 })), 'Nom', 'Name'),
    ...ownColors,
  },
  { additionalProperties: false },
);
export type PartnerTag = Static<typeof PartnerTag>;

/** Partner item. */
export const PartnerItem = Type.Object(
  {
    image: Type.Optional(titled(Image, 'Logo ou image', 'Logo or image')),
    main_title: titled(Text, 'Nom', 'Name'),
    sub_title: Type.Optional(titled(Text, 'Sous-titre', 'Subtitle')),
    description: Type.Optional(titled(Richtext, 'Description', 'Description')),
    list_items_repeater: Type.Optional(InfoLines),
    tags_repeater: Type.Optional(Type.Array(PartnerTag, { maxItems: 8, ...label('Étiquettes', 'Tags') })),
    cta: Type.Optional(Cta),
  },
  { additionalProperties: false },
);
export type PartnerItem = Static<typeof PartnerItem>;

/** A person's photo, name and job title, as a team member or a bank's employee shows them. */
const personHead = {
  person_avatar: Type.Optional(titled(Image, 'Photo', 'Photo')),
  person_name: Name('Nom', 'Name'),
  person_subtitle: Type.Optional(titled(Text, 'Fonction', 'Job title')),
};

/** An employee of a bank partner (its `employees_repeater`). */
export const BankEmployee = Type.Object(
  {
    ...personHead,
    list_items_repeater: Type.Optional(InfoLines),
  },
  { additionalProperties: false },
);
export type BankEmployee = Static<typeof BankEmployee>;

/** Bank partner: logo, name, employees. */
export const BankPartner = Type.Object(
  {
    logo: titled(Image, 'Logo', 'Logo'),
    name: titled(Localized(Type.String({ minLength: 1, maxLength: 120 })), 'Nom', 'Name'),
    employees_repeater: Type.Array(BankEmployee, { maxItems: 40, ...label('Employés', 'Employees') }),
  },
  { additionalProperties: false },
);
export type BankPartner = Static<typeof BankPartner>;

/** Team member. */
export const TeamMember = Type.Object(
  {
    ...personHead,
    description: Type.Optional(titled(Richtext, 'Description', 'Description')),
    list_items_repeater: Type.Optional(InfoLines),
  },
  { additionalProperties: false },
);
export type TeamMember = Static<typeof TeamMember>;

/**
 * The text of a testimonial, per language. A locale counts only when its text is not empty: a
 * testimonial written in English only has an empty French text.
 */
export const TestimonialText = titled(
  Localized(Type.String({ maxLength: 4000 }), { 'x-widget': 'textarea' }),
  'Texte',
  'Text',
);

/** Testimonial card. */
export const TestimonialCard = Type.Object(
  {
    author_name: Name('Auteur', 'Author'),
    author_subtitle: Type.Optional(titled(Text, 'Précision sur l’auteur', 'About the author')),
    author_avatar: Type.Optional(titled(Image, 'Photo', 'Photo')),
    description: TestimonialText,
    ...ownColors,
  },
  { additionalProperties: false },
);
export type TestimonialCard = Static<typeof TestimonialCard>;

/** Broker item: the broker a carousel of testimonials is about. */
export const BrokerItem = Type.Object(
  {
    broker_avatar: Type.Optional(titled(Image, 'Photo', 'Photo')),
    broker_name: Name('Nom', 'Name'),
    broker_subtitle: Type.Optional(titled(Text, 'Titre professionnel', 'Job title')),
  },
  { additionalProperties: false },
);
export type BrokerItem = Static<typeof BrokerItem>;

/** A review score out of 5. */
export const ReviewScore = Type.Number({ minimum: 0, maximum: 5, ...label('Note sur 5', 'Score out of 5') });

/** Google item. */
export const GoogleReviewItem = Type.Object(
  {
    author_avatar: Type.Optional(titled(Image, 'Photo', 'Photo')),
    author_name: Name('Auteur', 'Author'),
    description: TestimonialText,
    review_date: Type.String({ format: 'date', maxLength: 10, ...label('Date de l’avis', 'Review date') }),
    review_score: ReviewScore,
  },
  { additionalProperties: false },
);
export type GoogleReviewItem = Static<typeof GoogleReviewItem>;
