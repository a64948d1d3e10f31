/**
 * The fields the lead forms send (POST /contact), in the order the core API's contact call lists them: what
 * the unit tests and the browser tests check the submissions against.
 */
export const ALERT_FIELDS = [
  'recaptcha_response',
  'form_type',
  'locale',
  'full_name',
  'first_name',
  'last_name',
  'phone',
  'email',
  'preferred_method_of_contact',
  'address',
  'postal_code',
  'city',
  'province',
  'country',
  'municipality',
  'property_type',
  'current_client_situation',
  'desired_moving_timeframe',
  'budget_min',
  'budget_max',
  'nb_bedrooms',
  'nb_bathrooms',
];
export const VALUATION_FIELDS = [
  ...ALERT_FIELDS.slice(0, 16),
  'year_of_construction',
  'nb_bedrooms',
  'nb_bathrooms',
  'nb_parking',
  'nb_garage',
  'living_area',
  'land_area',
  'evaluation_report',
  'availability_of_report',
  'reason_for_sale',
  'renos_and_improvments',
];
