import { closedObject } from '../../shared/schema-parts';
import { headerBaseFields, headerParams } from '../shared/schema';

export const headerClassicFields = closedObject(headerBaseFields);
export const headerClassicParams = headerParams;
