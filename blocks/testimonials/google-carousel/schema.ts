import { Type } from '@sinclair/typebox';
import { GoogleReviewItem, ReviewScore } from '../../../domain';
import { Link, label, titled } from '../../../engine/schemas';
import { blockParams, headedFields, namedColorScheme, repeater } from '../../shared/schema-parts';

export const googleCarouselFields = headedFields({
  average_score: titled(ReviewScore, 'Note moyenne', 'Average score'),
  total_reviews: Type.Integer({
    minimum: 0,
    maximum: 1_000_000,
    ...label('Nombre d’avis', 'Number of reviews'),
  }),
  reviews_repeater: repeater(GoogleReviewItem, { minItems: 1, maxItems: 100 }, 'Avis', 'Reviews'),
  cta: Type.Optional(titled(Link, 'Lien vers les avis', 'Link to the reviews')),
});

export const googleCarouselParams = blockParams(namedColorScheme);
