import { Type } from '@sinclair/typebox';
import { headerBaseFields, headerParams } from '../shared/schema';

export const headerClassicFields = Type.Object(headerBaseFields, { additionalProperties: false });
export const headerClassicParams = headerParams;
