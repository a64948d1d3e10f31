import { blockParams, closedObject, namedColorScheme, namedHeading } from '../../shared/schema-parts';
import { articlesSource, headLink } from '../shared/schema';

export const featuredPostFields = closedObject({ ...namedHeading, ...headLink });

export const featuredPostParams = blockParams({ ...namedColorScheme, ...articlesSource });
