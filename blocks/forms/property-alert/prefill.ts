import type { SearchFilters } from '../../../domain';
import type { AlertFormValues } from '../../../domain/lead-forms';
import { PROPERTY_TYPES, type PropertyType } from '../../../domain/vocabulary';

const whole = (amount: number | null) => (amount === null ? null : String(Math.round(amount)));

/**
 * An alert form started after a property search begins with that search (WCAG 3.3.7, redundant entry):
 * its municipalities, budget, property type, bedrooms and bathrooms. Only what the search sets is
 * taken; the visitor changes any of it freely.
 */
export function prefillFromSearch(values: AlertFormValues, filters: SearchFilters): AlertFormValues {
  const type = filters.type.find((t): t is PropertyType => (PROPERTY_TYPES as readonly string[]).includes(t));
  return {
    ...values,
    municipalities: filters.mun.length ? [...filters.mun] : values.municipalities,
    budget_min: whole(filters.price_min) ?? values.budget_min,
    budget_max: whole(filters.price_max) ?? values.budget_max,
    property_type: type ?? values.property_type,
    bedrooms: filters.bedrooms === null ? values.bedrooms : String(filters.bedrooms),
    bathrooms: filters.bathrooms === null ? values.bathrooms : String(filters.bathrooms),
  };
}
