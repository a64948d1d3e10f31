/**
 * The two lead forms (spec 2 §3 alert form data and valuation form data, §5 validation, §7 calls):
 * what a visitor fills in, step by step, and the multipart body `POST /contact` receives. One module
 * for the forms, their blocks and the fixture backend, so field names and rules cannot drift apart.
 *
 * - `*Values`: the form's state as the visitor typed it (strings, as inputs give them), also what the
 *   session keeps between visits. Loose on purpose: a half-filled form is a valid state.
 * - `*_STEPS`: one schema per step with the step's rules (spec 2 §5); a step advances only when its
 *   values pass.
 * - `*Submission`: the multipart body with the exact field names of spec 2 §7, in that order.
 */
import { type Static, type TObject, Type } from '@sinclair/typebox';
import { StringEnum } from '../engine/schemas';
import { LOCALES, type Locale } from '../engine/schemas/locales';
import {
  AREA_DIGITS,
  BUDGET_DIGITS,
  COUNT_DIGITS,
  EMAIL_PATTERN,
  FILLED,
  PHONE_PATTERN,
  POSTAL_CODE_PATTERN,
  YEAR_DIGITS,
} from './patterns';
import { PROPERTY_TYPES } from './vocabulary';

export { AREA_DIGITS, BUDGET_DIGITS, COUNT_DIGITS, YEAR_DIGITS };

export const LEAD_FORM_TYPES = ['property_alert', 'property_valuation'] as const;
export type LeadFormType = (typeof LEAD_FORM_TYPES)[number];

/** Desired moving timeframe (spec 2 §3): 0–60 days, 60–120 days, 4–8 months, over 8 months. */
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
 * Area units (spec 2 §5): imperial is square feet, written 'pi²' in French; metric is m². An area is
 * sent as number plus unit, in the visitor's language ('1200 pi²', '1200 ft²', '110 m²').
 */
export const AREA_UNITS: Record<MeasurementSystem, Record<Locale, string>> = {
  imperial: { fr: 'pi²', en: 'ft²' },
  metric: { fr: 'm²', en: 'm²' },
};
/** An area as sent: up to 6 digits, a space, a unit. 0 means not given. */
export const AREA_PATTERN = '^\\d{1,6} (pi²|ft²|m²)$';

const text = (maxLength: number) => Type.String({ maxLength });
const digits = (max: number) => Type.String({ pattern: `^\\d{0,${max}}$` });
const choice = <T extends readonly string[]>(values: T) =>
  Type.Union([StringEnum(values), Type.Literal('')], { type: 'string' });

// ── What the visitor fills in ────────────────────────────────────────────────────────────────

const contactValues = {
  firstname: text(100),
  lastname: text(100),
  communication_method: choice(COMMUNICATION_METHODS),
  phone: text(14),
  email: text(254),
};
const addressValues = {
  address: text(200),
  postal_code: text(7),
  city: text(100),
  province: choice(PROVINCES),
  country: text(100),
};

export const AlertFormValues = Type.Object({
  /** Municipality codes (MUN_CODE); their labels are sent. */
  municipalities: Type.Array(Type.String({ maxLength: 20 }), { maxItems: 2000 }),
  moving_date: choice(MOVING_DATES),
  current_situation: choice(CURRENT_SITUATIONS),
  /** Whole dollars; empty means 0 for the minimum and no limit for the maximum. */
  budget_min: digits(BUDGET_DIGITS),
  budget_max: digits(BUDGET_DIGITS),
  property_type: choice(PROPERTY_TYPES),
  bedrooms: digits(COUNT_DIGITS),
  bathrooms: digits(COUNT_DIGITS),
  ...contactValues,
  ...addressValues,
});
export type AlertFormValues = Static<typeof AlertFormValues>;

export const ValuationFormValues = Type.Object({
  /** One municipality code (single select). */
  municipalities: Type.String({ maxLength: 20 }),
  property_type: choice(PROPERTY_TYPES),
  construction_year: digits(YEAR_DIGITS),
  bedrooms: digits(COUNT_DIGITS),
  bathrooms: digits(COUNT_DIGITS),
  parking: digits(COUNT_DIGITS),
  garage: digits(COUNT_DIGITS),
  measurement_system: StringEnum(MEASUREMENT_SYSTEMS),
  livable_surface_area: digits(AREA_DIGITS),
  lot_surface_area: digits(AREA_DIGITS),
  report: choice(YES_NO),
  report_available: choice(YES_NO),
  selling_motivation: text(2000),
  renovations: text(2000),
  ...contactValues,
  ...addressValues,
});
export type ValuationFormValues = Static<typeof ValuationFormValues>;

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

// ── The rules of each step (spec 2 §5) ───────────────────────────────────────────────────────

const filled = (maxLength: number) => Type.String({ pattern: FILLED, maxLength });
const count = Type.String({ pattern: `^\\d{1,${COUNT_DIGITS}}$` });

/** Step 5 (alert) or 6 (valuation): first name, last name, phone and email required; email and phone checked. */
const contactStep = Type.Object({
  firstname: filled(100),
  lastname: filled(100),
  communication_method: choice(COMMUNICATION_METHODS),
  phone: Type.String({ pattern: PHONE_PATTERN }),
  email: Type.String({ pattern: EMAIL_PATTERN, maxLength: 254 }),
});
/**
 * Last step: address, postal code and city required. Province and country are marked required in
 * the form but not checked by the step (spec 2 §5); they start as Québec and Canada.
 */
const addressStep = Type.Object({
  address: filled(200),
  postal_code: Type.String({ pattern: POSTAL_CODE_PATTERN }),
  city: filled(100),
});

export interface LeadStep {
  /** Names the step (its title and test ids). */
  id: string;
  /** The rules; the fields it names are the step's, in display order. */
  schema: TObject;
}

export const ALERT_STEPS: readonly LeadStep[] = [
  {
    id: 'municipalities',
    schema: Type.Object({ municipalities: Type.Array(Type.String({ minLength: 1 }), { minItems: 1 }) }),
  },
  {
    id: 'moving',
    schema: Type.Object({
      moving_date: StringEnum(MOVING_DATES),
      current_situation: StringEnum(CURRENT_SITUATIONS),
    }),
  },
  // Nothing required: a missing budget means from 0, without limit.
  {
    id: 'budget',
    schema: Type.Object({ budget_min: digits(BUDGET_DIGITS), budget_max: digits(BUDGET_DIGITS) }),
  },
  {
    id: 'property',
    schema: Type.Object({ property_type: choice(PROPERTY_TYPES), bedrooms: count, bathrooms: count }),
  },
  { id: 'contact', schema: contactStep },
  { id: 'address', schema: addressStep },
];

export const VALUATION_STEPS: readonly LeadStep[] = [
  { id: 'municipality', schema: Type.Object({ municipalities: filled(20) }) },
  {
    id: 'property',
    schema: Type.Object({
      property_type: StringEnum(PROPERTY_TYPES),
      construction_year: Type.String({ pattern: `^\\d{${YEAR_DIGITS}}$` }),
      bedrooms: count,
      bathrooms: count,
      parking: count,
      garage: count,
    }),
  },
  {
    id: 'areas',
    schema: Type.Object({
      measurement_system: StringEnum(MEASUREMENT_SYSTEMS),
      livable_surface_area: Type.String({ pattern: `^\\d{1,${AREA_DIGITS}}$` }),
      lot_surface_area: Type.String({ pattern: `^\\d{1,${AREA_DIGITS}}$` }),
    }),
  },
  { id: 'report', schema: Type.Object({ report: choice(YES_NO), report_available: choice(YES_NO) }) },
  { id: 'motivation', schema: Type.Object({ selling_motivation: text(2000), renovations: text(2000) }) },
  { id: 'contact', schema: contactStep },
  { id: 'address', schema: addressStep },
];

/** Submit waits for these (spec 2 §4: disabled while address, postal code or city is empty). */
export const SUBMIT_NEEDS = ['address', 'postal_code', 'city'] as const;

// ── What POST /contact receives (spec 2 §7) ──────────────────────────────────────────────────

const sentText = (maxLength: number) => Type.String({ maxLength });
const sentFilled = (maxLength: number) => Type.String({ pattern: FILLED, maxLength });
const sentCount = Type.String({ pattern: `^\\d{1,${COUNT_DIGITS}}$` });
const sentChoice = <T extends readonly string[]>(values: T) => Type.Optional(choice(values));

const captcha = { recaptcha_response: Type.String({ minLength: 1 }) };
/** Fields both forms send after the captcha token and the form type, in the order of spec 2 §7. */
const commonSubmission = {
  locale: StringEnum(LOCALES),
  full_name: Type.Optional(sentText(201)),
  first_name: sentFilled(100),
  last_name: sentFilled(100),
  phone: Type.String({ pattern: PHONE_PATTERN }),
  email: Type.String({ pattern: EMAIL_PATTERN, maxLength: 254 }),
  preferred_method_of_contact: sentChoice(COMMUNICATION_METHODS),
  address: sentFilled(200),
  postal_code: Type.String({ pattern: POSTAL_CODE_PATTERN }),
  city: sentFilled(100),
  province: Type.Optional(sentText(100)),
  country: Type.Optional(sentText(100)),
  /** Labels joined by comma and space. */
  municipality: sentFilled(40000),
};

export const AlertSubmission = Type.Object({
  ...captcha,
  form_type: Type.Literal('property_alert'),
  ...commonSubmission,
  property_type: sentChoice(PROPERTY_TYPES),
  current_client_situation: StringEnum(CURRENT_SITUATIONS),
  desired_moving_timeframe: StringEnum(MOVING_DATES),
  /** Whole dollars; 0 when not given. */
  budget_min: Type.Optional(Type.String({ pattern: `^\\d{0,${BUDGET_DIGITS}}$` })),
  /** Whole dollars; empty for no limit. */
  budget_max: Type.Optional(Type.String({ pattern: `^\\d{0,${BUDGET_DIGITS}}$` })),
  nb_bedrooms: sentCount,
  nb_bathrooms: sentCount,
});
export type AlertSubmission = Static<typeof AlertSubmission>;

const sentYesNo = Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false'), Type.Literal('')]));

export const ValuationSubmission = Type.Object({
  ...captcha,
  form_type: Type.Literal('property_valuation'),
  ...commonSubmission,
  property_type: StringEnum(PROPERTY_TYPES),
  year_of_construction: Type.String({ pattern: `^\\d{${YEAR_DIGITS}}$` }),
  nb_bedrooms: sentCount,
  nb_bathrooms: sentCount,
  nb_parking: sentCount,
  nb_garage: sentCount,
  living_area: Type.String({ pattern: AREA_PATTERN }),
  land_area: Type.String({ pattern: AREA_PATTERN }),
  evaluation_report: sentYesNo,
  availability_of_report: sentYesNo,
  reason_for_sale: Type.Optional(sentText(2000)),
  renos_and_improvments: Type.Optional(sentText(2000)),
});
export type ValuationSubmission = Static<typeof ValuationSubmission>;

export const LEAD_SUBMISSIONS: Record<LeadFormType, TObject> = {
  property_alert: AlertSubmission,
  property_valuation: ValuationSubmission,
};

/** Fields a submission must carry (those its schema does not mark optional), in spec order. */
export function requiredSubmissionFields(schema: TObject): string[] {
  const required = new Set(schema.required ?? []);
  return Object.keys(schema.properties).filter((key) => required.has(key));
}

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

/** The alert form's multipart body (spec 2 §7), every field in order, as strings. */
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

/** The valuation form's multipart body (spec 2 §7), every field in order, as strings. */
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

/** A submission as multipart form data, fields in the order of its schema. */
export function toFormData(schema: TObject, submission: Record<string, string | undefined>): FormData {
  const form = new FormData();
  for (const key of Object.keys(schema.properties)) {
    const value = submission[key];
    if (value !== undefined) form.append(key, value);
  }
  return form;
}
