import { Type } from '@sinclair/typebox';
import { GoogleReviewItem, ReviewScore } from '../../../domain';
import { ColorScheme, Link, label, titled } from '../../../engine/schemas';
import { namedHeading } from '../../shared/schema-parts';

export const googleCarouselFields = Type.Object(
  {
    ...namedHeading,
    average_score: titled(ReviewScore, 'Note moyenne', 'Average score'),
    total_reviews: Type.Integer({
      minimum: 0,
      maximum: 1_000_000,
      ...label('Nombre d’avis', 'Number of reviews'),
    }),
    reviews_repeater: Type.Array(GoogleReviewItem, {
      minItems: 1,
      maxItems: 100,
      ...label('Avis', 'Reviews'),
    }),
    cta: Type.Optional(titled(Link, 'Lien vers les avis', 'Link to the reviews')),
  },
  { additionalProperties: false },
);

export const googleCarouselParams = Type.Object(
  { color_scheme: Type.Optional(titled(ColorScheme, 'Schéma de couleurs', 'Colour scheme')) },
  { additionalProperties: false },
);
