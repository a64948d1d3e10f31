/**
 * The two lead forms:
 * their choices, the values a form starts from and the multipart body `POST /contact` receives, made
 * from what a visitor filled in. One module for the forms, their blocks and the fixture backend, so
 * field names cannot drift apart. Without TypeBox: a form's page loads this module. The schemas
 * (lead-form-schemas.ts) give the types below and, written ahead of time, each field's check.
 *
 * - `*FormValues`: the form's state as the visitor typed it (strings, as inputs give them), also what
 *   the session keeps between visits. Loose on purpose: a half-filled form is a valid state.
 * - `*Submission`: the multipart body with the exact field names of the core API's contact call, in its order.
 */
import type { Locale } from '../engine/schemas/locales';
import type {
  AlertFormValues,
  AlertSubmission,
  ValuationFormValues,
  ValuationSubmission,
} from './lead-form-schemas';
import { AREA_DIGITS, BUDGET_DIGITS, COUNT_DIGITS, YEAR_DIGITS } from './patterns';

export type { AlertFormValues, AlertSubmission, ValuationFormValues, ValuationSubmission };
export { AREA_DIGITS, BUDGET_DIGITS, COUNT_DIGITS, YEAR_DIGITS };

export const LEAD_FORM_TYPES = ['property_alert', 'property_valuation'] as const;
export type LeadFormType = (typeof LEAD_FORM_TYPES)[number];

/** Desired moving timeframe: 0–60 days, 60–120 days, 4–8 months, over 8 months. */
export const MOVING_DATES = ['0-60-days', '60-120-days', '4-8-months', 'over-8-months'] as const;
export type MovingDate = (typeof MOVING_DATES)[number];
export const CURRENT_SITUATIONS = ['owner', 'tenant', 'parents', 'abroad', 'other'] as const;
export type CurrentSituation = (typeof CURRENT_SITUATIONS)[number];
export const COMMUNICATION_METHODS = ['phone', 'email', 'text'] as const;
export type CommunicationMethod = (typeof COMMUNICATION_METHODS)[number];
export const MEASUREMENT_SYSTEMS = ['imperial', 'metric'] as const;
export type MeasurementSystem = (typeof MEASUREMENT_SYSTEMS)[number];
export const YES_NO = ['yes', 'no'] as const;
/** Canadian provinces and territories, by postal abbreviation. */
export const PROVINCES = [
  'AB',
  'BC',
  'MB',
  'NB',
  'NL',
  'NS',
  'NT',
  'NU',
  'ON',
  'PE',
  'QC',
  'SK',
  'YT',
] as const;
export type Province = (typeof PROVINCES)[number];
export const DEFAULT_PROVINCE: Province = 'QC';
export const DEFAULT_COUNTRY = 'Canada';

/**
 * Area units: imperial is square feet, written 'pi²' in French; metric is m². An area is
 * sent as number plus unit, in the visitor's language ('1200 pi²', '1200 ft²', '110 m²').
 */
export const AREA_UNITS: Record<MeasurementSystem, Record<Locale, string>> = {
  imperial: { fr: 'pi²', en: 'ft²' },
  metric: { fr: 'm²', en: 'm²' },
};
/** An area as sent: up to 6 digits, a space, a unit. 0 means not given. */
export const AREA_PATTERN = '^\\d{1,6} (pi²|ft²|m²)$';

const contactDefaults = {
  firstname: '',
  lastname: '',
  communication_method: '',
  phone: '',
  email: '',
} as const;
const addressDefaults = {
  address: '',
  postal_code: '',
  city: '',
  province: DEFAULT_PROVINCE,
  country: DEFAULT_COUNTRY,
} as const;

export const EMPTY_ALERT_VALUES: AlertFormValues = Object.freeze({
  municipalities: [],
  moving_date: '',
  current_situation: '',
  budget_min: '',
  budget_max: '',
  property_type: '',
  bedrooms: '',
  bathrooms: '',
  ...contactDefaults,
  ...addressDefaults,
}) as AlertFormValues;

export const EMPTY_VALUATION_VALUES: ValuationFormValues = Object.freeze({
  municipalities: '',
  property_type: '',
  construction_year: '',
  bedrooms: '',
  bathrooms: '',
  parking: '',
  garage: '',
  measurement_system: 'imperial',
  livable_surface_area: '',
  lot_surface_area: '',
  report: '',
  report_available: '',
  selling_motivation: '',
  renovations: '',
  ...contactDefaults,
  ...addressDefaults,
}) as ValuationFormValues;

/** Submit waits for these (disabled while address, postal code or city is empty). */
export const SUBMIT_NEEDS = ['address', 'postal_code', 'city'] as const;

/** Which form field a submission field comes from, to show the backend's field errors. */
export const FORM_FIELD_OF: Record<string, string> = {
  first_name: 'firstname',
  last_name: 'lastname',
  full_name: 'firstname',
  phone: 'phone',
  email: 'email',
  preferred_method_of_contact: 'communication_method',
  address: 'address',
  postal_code: 'postal_code',
  city: 'city',
  province: 'province',
  country: 'country',
  municipality: 'municipalities',
  property_type: 'property_type',
  current_client_situation: 'current_situation',
  desired_moving_timeframe: 'moving_date',
  budget_min: 'budget_min',
  budget_max: 'budget_max',
  nb_bedrooms: 'bedrooms',
  nb_bathrooms: 'bathrooms',
  year_of_construction: 'construction_year',
  nb_parking: 'parking',
  nb_garage: 'garage',
  living_area: 'livable_surface_area',
  land_area: 'lot_surface_area',
  evaluation_report: 'report',
  availability_of_report: 'report_available',
  reason_for_sale: 'selling_motivation',
  renos_and_improvments: 'renovations',
};

export interface SubmissionContext {
  token: string;
  locale: Locale;
  /** Label of each municipality code (the option's DESCRIPTION). */
  municipalityLabel: (code: string) => string | undefined;
}

const yesNo = (value: string) => (value === 'yes' ? 'true' : value === 'no' ? 'false' : '');

function person(values: AlertFormValues | ValuationFormValues) {
  const first = values.firstname.trim();
  const last = values.lastname.trim();
  return {
    full_name: `${first} ${last}`.trim(),
    first_name: first,
    last_name: last,
    phone: values.phone,
    email: values.email.trim(),
    preferred_method_of_contact: values.communication_method,
    address: values.address.trim(),
    postal_code: values.postal_code.toUpperCase(),
    city: values.city.trim(),
    province: values.province,
    country: values.country.trim(),
  };
}

const labels = (codes: readonly string[], ctx: SubmissionContext) =>
  codes.map((code) => ctx.municipalityLabel(code)).filter((label): label is string => !!label);

/** The alert form's multipart body, every field in order, as strings. */
export function alertSubmission(values: AlertFormValues, ctx: SubmissionContext): AlertSubmission {
  const min = values.budget_min === '' ? '0' : String(Number(values.budget_min));
  const max = values.budget_max === '' ? '' : String(Number(values.budget_max));
  return {
    recaptcha_response: ctx.token,
    form_type: 'property_alert',
    locale: ctx.locale,
    ...person(values),
    municipality: labels(values.municipalities, ctx).join(', '),
    property_type: values.property_type,
    current_client_situation: values.current_situation as AlertSubmission['current_client_situation'],
    desired_moving_timeframe: values.moving_date as AlertSubmission['desired_moving_timeframe'],
    budget_min: min,
    budget_max: max,
    nb_bedrooms: String(Number(values.bedrooms)),
    nb_bathrooms: String(Number(values.bathrooms)),
  };
}

const area = (value: string, values: ValuationFormValues, locale: Locale) =>
  `${value === '' ? 0 : Number(value)} ${AREA_UNITS[values.measurement_system][locale]}`;

/** The valuation form's multipart body, every field in order, as strings. */
export function valuationSubmission(
  values: ValuationFormValues,
  ctx: SubmissionContext,
): ValuationSubmission {
  return {
    recaptcha_response: ctx.token,
    form_type: 'property_valuation',
    locale: ctx.locale,
    ...person(values),
    municipality: labels([values.municipalities], ctx).join(', '),
    property_type: values.property_type as ValuationSubmission['property_type'],
    year_of_construction: values.construction_year,
    nb_bedrooms: String(Number(values.bedrooms)),
    nb_bathrooms: String(Number(values.bathrooms)),
    nb_parking: String(Number(values.parking)),
    nb_garage: String(Number(values.garage)),
    living_area: area(values.livable_surface_area, values, ctx.locale),
    land_area: area(values.lot_surface_area, values, ctx.locale),
    evaluation_report: yesNo(values.report),
    availability_of_report: yesNo(values.report_available),
    reason_for_sale: values.selling_motivation.trim(),
    renos_and_improvments: values.renovations.trim(),
  };
}

/** A submission as multipart form data, in the order of `fields` (its schema's). */
export function toFormData(
  fields: readonly string[],
  submission: Record<string, string | undefined>,
): FormData {
  const form = new FormData();
  for (const key of fields) {
    const value = submission[key];
    if (value !== undefined) form.append(key, value);
  }
  return form;
}
