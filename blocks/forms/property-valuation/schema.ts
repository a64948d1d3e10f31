/** The property valuation block: a text head and the seven-step valuation form. */
export {
  leadFormFields as propertyValuationFields,
  leadFormParams as propertyValuationParams,
} from '../shared/lead-schema';
