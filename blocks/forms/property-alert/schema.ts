/** The property alert block (spec 2 §2, §4): a text head and the six-step alert form. */
export {
  leadFormFields as propertyAlertFields,
  leadFormParams as propertyAlertParams,
} from '../shared/lead-schema';
