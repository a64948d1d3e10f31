/** The property alert block: a text head and the six-step alert form. */
export {
  leadFormFields as propertyAlertFields,
  leadFormParams as propertyAlertParams,
} from '../shared/lead-schema';
