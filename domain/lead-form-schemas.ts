/**
 * The lead forms' schemas, in TypeBox: what the visitor fills in (`*FormValues`),
 * the rules of each step (`*_STEPS`) and the multipart body `POST /contact` receives
 * (`*Submission`). The fixture backend, the tests and `npm run generate:checks` read them; a form's
 * page does not: it gets each field's check, each step's fields and the body's order from
 * lead-form-checks.generated.ts, written from these schemas (decision 041), and loads no TypeBox.
 */
import { type Static, type TObject, Type } from '@sinclair/typebox';
import { StringEnum } from '../engine/schemas/helpers';
import { LOCALES } from '../engine/schemas/locales';
import {
  AREA_PATTERN,
  BUDGET_DIGITS,
  COMMUNICATION_METHODS,
  COUNT_DIGITS,
  CURRENT_SITUATIONS,
  type LeadFormType,
  MEASUREMENT_SYSTEMS,
  MOVING_DATES,
  PROVINCES,
  YEAR_DIGITS,
  YES_NO,
} from './lead-forms';
import { AREA_DIGITS, EMAIL_PATTERN, FILLED, PHONE_PATTERN, POSTAL_CODE_PATTERN } from './patterns';
import { PROPERTY_TYPES } from './vocabulary';

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

// ── The rules of each step ───────────────────────────────────────────────────────

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
 * the form but not checked by the step; they start as Québec and Canada.
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

// ── What POST /contact receives ──────────────────────────────────────────────────

const sentText = (maxLength: number) => Type.String({ maxLength });
const sentFilled = (maxLength: number) => Type.String({ pattern: FILLED, maxLength });
const sentCount = Type.String({ pattern: `^\\d{1,${COUNT_DIGITS}}$` });
const sentChoice = <T extends readonly string[]>(values: T) => Type.Optional(choice(values));

const captcha = { recaptcha_response: Type.String({ minLength: 1 }) };
/** Fields both forms send after the captcha token and the form type, in the order of the core API's contact call. */
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

/** Fields a submission must carry (those its schema does not mark optional), in the contact call's order. */
export function requiredSubmissionFields(schema: TObject): string[] {
  const required = new Set(schema.required ?? []);
  return Object.keys(schema.properties).filter((key) => required.has(key));
}
