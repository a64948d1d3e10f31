import { Type } from '@sinclair/typebox';
import { articlesSource, blogHeading, colorScheme, headLink } from '../shared/schema';

export const featuredPostFields = Type.Object(
  { ...blogHeading, ...headLink },
  { additionalProperties: false },
);

export const featuredPostParams = Type.Object(
  { ...colorScheme, ...articlesSource },
  { additionalProperties: false },
);
