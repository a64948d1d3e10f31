import fs from 'node:fs';
import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import * as responses from '../../domain/responses';
import '../../engine/schemas';
import { createCoreFixture, loadCoreFixtureData } from '../fixture/core';
import { ANSWER_CHECKS } from './answer-checks.generated';
import { answerChecksFiles, checkFileOf, GENERATED_ANSWERS } from './answer-checks.source';
import { createCoreClient } from './client';
import { EMPTY_FILTERS } from './search-query';

describe('the core API answer checks written ahead of time', () => {
  it('are what their schemas give today (else: npm run generate:checks)', () => {
    const files = answerChecksFiles();
    expect(files.size).toBe(GENERATED_ANSWERS.length + 1);
    for (const [file, source] of files) expect(fs.readFileSync(file, 'utf8'), file).toBe(source);
  });

  it("import nothing of TypeBox nor ajv's compiler, and one module per answer", () => {
    for (const name of GENERATED_ANSWERS) {
      const source = fs.readFileSync(checkFileOf(name), 'utf8');
      for (const line of source.match(/^import .*$/gm) ?? [])
        expect(line, name).toMatch(
          /^import (\{ FORMAT_CHECKS \} from '\.\.\/\.\.\/\.\.\/engine\/schemas\/format-checks'|\w+ from 'ajv\/dist\/runtime\/\w+');$/,
        );
      expect(source, name).not.toMatch(/\brequire\(|\beval\(|new Function/);
      expect(source.match(/^export const (\w+)/gm), name).toEqual([`export const ${name}`]);
    }
    expect(fs.readFileSync('engine/schemas/format-checks.ts', 'utf8')).not.toMatch(/^import /m);
  });

  /** Every answer the fixture's core API gives a site's calls, by schema name. */
  async function fixtureAnswers(): Promise<Map<string, unknown[]>> {
    const data = loadCoreFixtureData();
    const handle = createCoreFixture(data);
    const seen = new Map<string, unknown[]>();
    let current = '';
    const api = createCoreClient({
      baseUrl: 'http://core.test',
      micrositeId: 101,
      siteKey: 'key',
      locale: 'fr',
      fetch: async (input, init) => {
        const response = (await handle(new Request(input, init))) ?? new Response('{}', { status: 404 });
        if (response.ok) seen.set(current, [...(seen.get(current) ?? []), await response.clone().json()]);
        return response;
      },
    });
    const as = async (name: string, call: () => Promise<unknown>) => {
      current = name;
      await call();
    };
    const filters = EMPTY_FILTERS;
    await as('PropertiesCountResponse', () => api.countProperties(filters));
    await as('PropertiesMapResponse', () => api.fetchPropertiesMap(filters, 'newest'));
    await as('PropertiesPageResponse', () => api.fetchPropertiesPage(filters, 'price_asc', 2));
    await as('ArticlesResponse', () =>
      api.fetchArticles({ page: 1, limit: 6, order: 'desc', withCategories: true }),
    );
    await as('ArticleResponse', () => api.fetchArticle(1));
    await as('TooltipResponse', () => api.fetchTooltip(data.listings[0]!.uls));
    await as('SearchFiltersResponse', () => api.fetchSearchFilters());
    await as('MunicipalitiesResponse', () => api.fetchMunicipalities());
    return seen;
  }

  /** The answer with its lists cut to three items: every item is checked by the same code. */
  const shrink = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.slice(0, 3).map(shrink)
      : typeof value === 'object' && value !== null
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shrink(v)]))
        : value;

  /** Copies of `value`, each broken at one place: a key removed, a value of another type, a key added. */
  function* broken(value: unknown, budget = { left: 400 }): Generator<unknown> {
    const at = (root: unknown, path: (string | number)[], change: (parent: never, key: never) => void) => {
      const copy = structuredClone(root) as Record<string | number, unknown>;
      let node = copy;
      for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
      change(node as never, path[path.length - 1] as never);
      return copy;
    };
    const walk = function* (node: unknown, path: (string | number)[]): Generator<unknown> {
      if (budget.left-- <= 0) return;
      if (path.length > 0) {
        yield at(value, path, (p: Record<string, unknown>, k: string) => {
          delete p[k];
        });
        const current = node;
        yield at(value, path, (p: Record<string, unknown>, k: string) => {
          p[k] =
            typeof current === 'string'
              ? 42
              : typeof current === 'number'
                ? Number.isInteger(current)
                  ? current + 0.5
                  : 'x'
                : Array.isArray(current)
                  ? {}
                  : 'x'.repeat(5000);
        });
      }
      if (typeof node === 'object' && node !== null) {
        if (!Array.isArray(node))
          yield at(value, [...path, 'unexpected'], (p: Record<string, unknown>) => {
            p.unexpected = 1;
          });
        // The first two items of a list stand for the others.
        const entries = Array.isArray(node) ? node.slice(0, 2).entries() : Object.entries(node);
        for (const [key, child] of entries) yield* walk(child, [...path, key]);
      }
    };
    yield* walk(value, []);
  }

  it('answer as TypeBox does on every answer of the fixture and on copies broken at every place', async () => {
    const answers = await fixtureAnswers();
    expect([...answers.keys()].sort()).toEqual([...GENERATED_ANSWERS].sort());
    const checks = new Map<string, unknown>();
    for (const [name, load] of Object.entries(ANSWER_CHECKS)) checks.set(name, await load());
    const schemas = new Map<string, unknown>(Object.entries(responses));
    let compared = 0;
    let refused = 0;
    for (const name of GENERATED_ANSWERS) {
      const check = checks.get(name) as (value: unknown) => boolean;
      const schema = schemas.get(name) as TSchema;
      for (const answer of answers.get(name)!) {
        expect(check(answer), `${name}: a fixture answer`).toBe(true);
        for (const variant of broken(shrink(answer))) {
          const typebox = Value.Check(schema, variant);
          expect(check(variant), `${name}: ${JSON.stringify(variant).slice(0, 200)}`).toBe(typebox);
          compared++;
          if (!typebox) refused++;
        }
      }
    }
    // The broken copies do reach the checks' refusals.
    expect(refused).toBeGreaterThan(compared / 2);
  });
});
