/** The property valuation block (spec 2 §2, §4): a text head and the seven-step valuation form. */
export {
  leadFormFields as propertyValuationFields,
  leadFormParams as propertyValuationParams,
} from '../shared/lead-schema';
