/**
 * Bounds at the door (issue 18): every string a backend may send has a `maxLength`, every list a
 * `maxItems`, in every block's schema, the page response and the core API's data and answers. A
 * new schema without them fails here with the paths to fix.
 */
import { Kind, type TSchema } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { registry } from '../../blocks';
import * as domain from '../../domain';
import { DemoPageResponse, PageResponse, unboundedPaths } from '../../engine/schemas';

const isSchema = (value: unknown): value is TSchema =>
  typeof value === 'object' && value !== null && Kind in value;

describe('every string and list from a backend is bounded', () => {
  for (const def of registry.all()) {
    it(`block ${def.type}`, () => {
      expect(unboundedPaths(def.schema)).toEqual([]);
    });
  }

  it('the page response and the demo page', () => {
    expect(unboundedPaths(PageResponse)).toEqual([]);
    expect(unboundedPaths(DemoPageResponse)).toEqual([]);
  });

  for (const [name, schema] of Object.entries(domain).filter(([, s]) => isSchema(s))) {
    it(`core API data: ${name}`, () => {
      expect(unboundedPaths(schema as TSchema)).toEqual([]);
    });
  }
});
