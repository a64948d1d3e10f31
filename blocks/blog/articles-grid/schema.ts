import { blockParams, closedObject, namedColorScheme, namedHeading } from '../../shared/schema-parts';
import { articlesSource, headLink } from '../shared/schema';

export const articlesGridFields = closedObject({ ...namedHeading, ...headLink });

export const articlesGridParams = blockParams({ ...namedColorScheme, ...articlesSource });
