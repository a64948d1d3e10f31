import fs from 'node:fs';
import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import '../engine/schemas';
import { LEAD_FORM_CHECKS } from './lead-form-checks.generated';
import { LEAD_FORM_CHECKS_FILE, LEAD_FORM_SCHEMAS, leadFormChecksFile } from './lead-form-checks.source';
import { EMPTY_ALERT_VALUES, EMPTY_VALUATION_VALUES } from './lead-forms';

/** Values a visitor, a draft or a hand-edited session storage could give a field. */
function probesFor(schema: TSchema): unknown[] {
  const probes: unknown[] = [
    undefined,
    null,
    '',
    ' ',
    'a',
    '0',
    '7',
    '2024',
    '12345678901',
    '123456789012',
    '1200 pi²',
    '90 m²',
    '(514) 555-0123',
    '514-555-0123',
    'H2X 1Y4',
    'h2x1y4',
    'nom@exemple.ca',
    'nom@exemple',
    0,
    3,
    true,
    {},
    [],
    [''],
    ['H2X'],
    [1],
  ];
  const walk = (part: unknown) => {
    if (!part || typeof part !== 'object') return;
    const node = part as { const?: unknown; maxLength?: unknown };
    if (node.const !== undefined) probes.push(node.const, [node.const], `${String(node.const)} `);
    if (typeof node.maxLength === 'number')
      probes.push('x'.repeat(node.maxLength), 'x'.repeat(node.maxLength + 1), [
        'x'.repeat(node.maxLength + 1),
      ]);
    for (const value of Object.values(part)) walk(value);
  };
  walk(schema);
  return probes;
}

describe('the lead forms’ field checks written ahead of time', () => {
  it('are what the forms’ schemas give today (else: npm run generate:checks)', () => {
    expect(fs.readFileSync(LEAD_FORM_CHECKS_FILE, 'utf8')).toBe(leadFormChecksFile());
  });

  it("import nothing of TypeBox nor ajv's compiler", () => {
    const source = fs.readFileSync(LEAD_FORM_CHECKS_FILE, 'utf8');
    for (const line of source.match(/^import .*$/gm) ?? [])
      expect(line).toMatch(
        /^import (\{ FORMAT_CHECKS \} from '\.\.\/engine\/schemas\/format-checks'|\w+ from 'ajv\/dist\/runtime\/\w+');$/,
      );
    expect(source).not.toMatch(/\brequire\(|\beval\(|new Function/);
  });

  it('answer as TypeBox does on every field of every step and of the values', () => {
    let compared = 0;
    for (const [form, { values, steps }] of Object.entries(LEAD_FORM_SCHEMAS)) {
      const checks = LEAD_FORM_CHECKS[form as keyof typeof LEAD_FORM_CHECKS];
      const parts: [string, Record<string, TSchema>, Record<string, (value: unknown) => boolean>][] = [
        ['values', values.properties, checks.values],
        ...steps.map(
          (step, i): [string, Record<string, TSchema>, Record<string, (value: unknown) => boolean>] => {
            const written = checks.steps[i]!;
            expect(written.id).toBe(step.id);
            expect(written.required, `${form}.${step.id}`).toEqual(step.schema.required ?? []);
            return [step.id, step.schema.properties, written.checks];
          },
        ),
      ];
      expect(checks.steps).toHaveLength(steps.length);
      for (const [where, properties, fieldChecks] of parts) {
        expect(Object.keys(fieldChecks), `${form}.${where}`).toEqual(Object.keys(properties));
        for (const [key, schema] of Object.entries(properties))
          for (const probe of probesFor(schema)) {
            expect(fieldChecks[key]!(probe), `${form}.${where}.${key}: ${JSON.stringify(probe)}`).toBe(
              Value.Check(schema, probe),
            );
            compared++;
          }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('give each submission’s fields in the order of its schema (spec 2 §7)', () => {
    for (const [form, { submission }] of Object.entries(LEAD_FORM_SCHEMAS))
      expect(LEAD_FORM_CHECKS[form as keyof typeof LEAD_FORM_CHECKS].submission, form).toEqual(
        Object.keys(submission.properties),
      );
  });

  it('accept the empty values a form starts from', () => {
    for (const [form, empty] of [
      ['property_alert', EMPTY_ALERT_VALUES],
      ['property_valuation', EMPTY_VALUATION_VALUES],
    ] as const) {
      const { values } = LEAD_FORM_CHECKS[form];
      expect(Object.keys(values).sort(), form).toEqual(Object.keys(empty).sort());
      for (const [key, value] of Object.entries(empty))
        expect((values as Record<string, (v: unknown) => boolean>)[key]!(value), `${form}.${key}`).toBe(true);
    }
  });
});
