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

/** An address in Montréal as the forms send it: the postal code spelled out, the province and country added. */
export const MONTREAL_ADDRESS = {
  postal_code: 'H2X 1Y4',
  city: 'Montréal',
  province: 'QC',
  country: 'Canada',
};

/** Léa Roy's name and how to reach her, as the forms send them. */
export const LEA_ROY = {
  full_name: 'Léa Roy',
  first_name: 'Léa',
  last_name: 'Roy',
  phone: '(514) 555-0123',
  email: 'lea@example.com',
};

/**
 * Sam Roy, who asks in English for an alert on condos in Montréal and Laval: his part of a lead
 * form's submission, as the forms send it (after the captcha's token and the form's type).
 */
export const SAM_ROY = {
  locale: 'en',
  full_name: 'Sam Roy',
  first_name: 'Sam',
  last_name: 'Roy',
  phone: '(514) 555-0142',
  email: 'sam@example.com',
  preferred_method_of_contact: 'email',
  address: '123, rue Principale',
  ...MONTREAL_ADDRESS,
  municipality: 'Montréal, Laval',
  property_type: 'condo',
};

/** The house in Sherbrooke the valuation tests describe, as the form sends it (metric areas). */
export const SHERBROOKE_HOUSE = {
  municipality: 'Sherbrooke',
  property_type: 'maison',
  year_of_construction: '1987',
  nb_bedrooms: '3',
  nb_bathrooms: '2',
  nb_parking: '0',
  nb_garage: '1',
  living_area: '135 m²',
  land_area: '0 m²',
  evaluation_report: 'true',
};
