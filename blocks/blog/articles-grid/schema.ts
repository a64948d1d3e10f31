import { Type } from '@sinclair/typebox';
import { articlesSource, blogHeading, colorScheme, headLink } from '../shared/schema';

export const articlesGridFields = Type.Object(
  { ...blogHeading, ...headLink },
  { additionalProperties: false },
);

export const articlesGridParams = Type.Object(
  { ...colorScheme, ...articlesSource },
  { additionalProperties: false },
);
