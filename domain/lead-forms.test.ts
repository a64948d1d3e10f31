import { describe, expect, it } from 'vitest';
import { checkerFor } from '../engine/schemas';
import { ALERT_FIELDS, LEA_ROY, MONTREAL_ADDRESS, VALUATION_FIELDS } from '../tests/lead-form-fields';
import { ALERT_STEPS, AlertSubmission, VALUATION_STEPS, ValuationSubmission } from './lead-form-schemas';
import {
  alertSubmission,
  EMPTY_ALERT_VALUES,
  EMPTY_VALUATION_VALUES,
  type SubmissionContext,
  toFormData,
  valuationSubmission,
} from './lead-forms';

const LABELS: Record<string, string> = { '66023': 'Montréal', '65005': 'Laval', '23027': 'Québec' };
const ctx = (locale: 'fr' | 'en' = 'fr'): SubmissionContext => ({
  token: 'local-captcha.abc',
  locale,
  municipalityLabel: (code) => LABELS[code],
});
const person = {
  firstname: ' Léa ',
  lastname: 'Roy',
  communication_method: 'text',
  phone: '(514) 555-0123',
  email: ' lea@example.com ',
  address: '12, rue Principale',
  postal_code: 'h2x 1y4',
  city: 'Montréal',
} as const;

describe('lead form submissions', () => {
  it('sends the alert form with exactly the fields the contact call takes, in order', () => {
    const body = alertSubmission(
      {
        ...EMPTY_ALERT_VALUES,
        ...person,
        municipalities: ['66023', 'unknown', '65005'],
        moving_date: '4-8-months',
        current_situation: 'tenant',
        budget_min: '',
        budget_max: '',
        property_type: 'condo',
        bedrooms: '02',
        bathrooms: '1',
      },
      ctx(),
    );
    expect(Object.keys(body)).toEqual(ALERT_FIELDS);
    expect(body).toEqual({
      recaptcha_response: 'local-captcha.abc',
      form_type: 'property_alert',
      locale: 'fr',
      ...LEA_ROY,
      preferred_method_of_contact: 'text',
      address: '12, rue Principale',
      ...MONTREAL_ADDRESS,
      municipality: 'Montréal, Laval',
      property_type: 'condo',
      current_client_situation: 'tenant',
      desired_moving_timeframe: '4-8-months',
      budget_min: '0',
      budget_max: '',
      nb_bedrooms: '2',
      nb_bathrooms: '1',
    });
    expect(checkerFor(AlertSubmission).check(body)).toBe(true);
    expect([...toFormData(Object.keys(AlertSubmission.properties), body).keys()]).toEqual(ALERT_FIELDS);
  });

  it('sends the valuation form with the common fields and its own, areas with their unit', () => {
    const values = {
      ...EMPTY_VALUATION_VALUES,
      ...person,
      municipalities: '23027',
      property_type: 'maison',
      construction_year: '1987',
      bedrooms: '3',
      bathrooms: '2',
      parking: '0',
      garage: '1',
      livable_surface_area: '1450',
      lot_surface_area: '0',
      report: 'yes',
      report_available: '',
      selling_motivation: '  Départ à la retraite ',
    } as const;
    const fr = valuationSubmission(values, ctx('fr'));
    expect(Object.keys(fr)).toEqual(VALUATION_FIELDS);
    expect(fr).toMatchObject({
      form_type: 'property_valuation',
      municipality: 'Québec',
      property_type: 'maison',
      year_of_construction: '1987',
      nb_parking: '0',
      nb_garage: '1',
      living_area: '1450 pi²',
      land_area: '0 pi²',
      evaluation_report: 'true',
      availability_of_report: '',
      reason_for_sale: 'Départ à la retraite',
      renos_and_improvments: '',
    });
    expect(checkerFor(ValuationSubmission).check(fr)).toBe(true);
    const en = valuationSubmission({ ...values, measurement_system: 'imperial' }, ctx('en'));
    expect(en.living_area).toBe('1450 ft²');
    const metric = valuationSubmission({ ...values, measurement_system: 'metric' }, ctx('en'));
    expect([metric.living_area, metric.land_area]).toEqual(['1450 m²', '0 m²']);
  });
});

const errorsOf = (steps: typeof ALERT_STEPS, id: string, values: object) => {
  const step = steps.find((s) => s.id === id)!;
  return [...new Set([...checkerFor(step.schema).errors(values)].map((e) => e.path))];
};

describe('lead form steps', () => {
  it('has 6 alert steps and 7 valuation steps', () => {
    expect(ALERT_STEPS).toHaveLength(6);
    expect(VALUATION_STEPS).toHaveLength(7);
  });

  it('requires what each alert step requires, and nothing on the budget step', () => {
    const empty = EMPTY_ALERT_VALUES;
    expect(errorsOf(ALERT_STEPS, 'municipalities', empty)).toEqual(['/municipalities']);
    expect(errorsOf(ALERT_STEPS, 'moving', empty)).toEqual(['/moving_date', '/current_situation']);
    expect(errorsOf(ALERT_STEPS, 'budget', empty)).toEqual([]);
    expect(errorsOf(ALERT_STEPS, 'property', empty)).toEqual(['/bedrooms', '/bathrooms']);
    expect(errorsOf(ALERT_STEPS, 'contact', empty)).toEqual(['/firstname', '/lastname', '/phone', '/email']);
    // Province and country are not checked by the step.
    expect(errorsOf(ALERT_STEPS, 'address', { ...empty, province: '', country: '' })).toEqual([
      '/address',
      '/postal_code',
      '/city',
    ]);
  });

  it('requires what each valuation step requires; 0 is a valid count', () => {
    const empty = EMPTY_VALUATION_VALUES;
    expect(errorsOf(VALUATION_STEPS, 'municipality', empty)).toEqual(['/municipalities']);
    expect(errorsOf(VALUATION_STEPS, 'property', empty)).toEqual([
      '/property_type',
      '/construction_year',
      '/bedrooms',
      '/bathrooms',
      '/parking',
      '/garage',
    ]);
    expect(
      errorsOf(VALUATION_STEPS, 'property', {
        ...empty,
        property_type: 'condo',
        construction_year: '2001',
        bedrooms: '0',
        bathrooms: '0',
        parking: '0',
        garage: '0',
      }),
    ).toEqual([]);
    expect(errorsOf(VALUATION_STEPS, 'areas', empty)).toEqual(['/livable_surface_area', '/lot_surface_area']);
    expect(errorsOf(VALUATION_STEPS, 'report', empty)).toEqual([]);
    expect(errorsOf(VALUATION_STEPS, 'motivation', empty)).toEqual([]);
  });

  it('checks the email pattern, and the phone, postal code and year in their masks’ formats', () => {
    const contact = {
      firstname: 'A',
      lastname: 'B',
      communication_method: '',
      phone: '(514) 555-0123',
      email: 'a@b.ca',
    };
    expect(errorsOf(ALERT_STEPS, 'contact', contact)).toEqual([]);
    expect(errorsOf(ALERT_STEPS, 'contact', { ...contact, email: 'a@b' })).toEqual(['/email']);
    expect(errorsOf(ALERT_STEPS, 'contact', { ...contact, email: 'a b@c.d' })).toEqual(['/email']);
    expect(errorsOf(ALERT_STEPS, 'contact', { ...contact, phone: '(514) 555-01' })).toEqual(['/phone']);
    expect(errorsOf(ALERT_STEPS, 'contact', { ...contact, firstname: '   ' })).toEqual(['/firstname']);
    const address = { address: '1 rue A', postal_code: 'H2X 1Y4', city: 'Laval' };
    expect(errorsOf(ALERT_STEPS, 'address', address)).toEqual([]);
    expect(errorsOf(ALERT_STEPS, 'address', { ...address, postal_code: 'H2X 1Y' })).toEqual(['/postal_code']);
    expect(
      errorsOf(VALUATION_STEPS, 'property', {
        property_type: 'condo',
        construction_year: '198',
        bedrooms: '1',
        bathrooms: '1',
        parking: '1',
        garage: '1',
      }),
    ).toEqual(['/construction_year']);
  });
});
