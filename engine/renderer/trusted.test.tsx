/**
 * The renderer with the runtime registry (`trusted`): what public pages of a site with QA disabled
 * run. Nothing is validated; entries the server left out are skipped; colour schemes and overlaps
 * are resolved as with the full registry.
 */
import { Type } from '@sinclair/typebox';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createRegistry, defineBlock } from '../registry';
import { createRuntimeRegistry, defineRuntime } from '../registry/runtime';
import { ColorScheme, Text } from '../schemas';
import { BlockList } from './BlockList';
import { prepare, trailingOverlap, withoutSkippedPayloads } from './prepare';
import type { BlockIssue } from './report';

const titleFields = Type.Object({ text: Text, cta: Type.Optional(Type.Object({ label: Type.String() })) });
const titleParams = Type.Object({ color_scheme: Type.Optional(ColorScheme) });
const titleRuntime = defineRuntime<typeof titleFields, typeof titleParams>({
  type: 'trusted_title',
  colorSchemeFields: ['cta'],
  load: async () => ({
    default: ({ fields, meta }) => <h2 data-overlap={meta.overlapTop}>{fields.text.fr}</h2>,
  }),
});
const heroFields = Type.Object({ tall: Type.Boolean() });
const heroParams = Type.Object({});
const heroRuntime = defineRuntime<typeof heroFields, typeof heroParams>({
  type: 'trusted_hero',
  overlapBottom: (block) => ((block.fields as { tall?: boolean } | undefined)?.tall ? 130 : 40),
  load: async () => ({ default: () => <div>hero</div> }),
});
const common = { category: 'content', examples: {} };
const full = createRegistry([
  defineBlock({
    ...titleRuntime,
    ...common,
    label: { fr: 'T', en: 'T' },
    fields: titleFields,
    params: titleParams,
  }),
  defineBlock({
    ...heroRuntime,
    ...common,
    label: { fr: 'H', en: 'H' },
    fields: heroFields,
    params: heroParams,
  }),
]);
const trusted = createRuntimeRegistry([titleRuntime, heroRuntime]);

const title = (text: unknown, params: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({
  block_type: 'trusted_title',
  id: `t-${String(text)}`,
  block_params: params,
  fields: { text: { fr: text }, ...extra },
});
const hero = (tall: boolean) => ({ block_type: 'trusted_hero', block_params: {}, fields: { tall } });

describe('prepare with the runtime registry (trusted)', () => {
  it('renders an entry of a known type as it is, without validating it', () => {
    // Invalid for its schema (a number for a text): the full registry refuses it, the runtime one
    // does not look, since only a server that validated it sends it whole.
    const block = title(42);
    expect(prepare(block, full, 0).issue?.kind).toBe('invalid');
    const prepared = prepare(block, trusted, 0);
    expect(prepared.issue).toBeUndefined();
    expect(prepared.def).toBe(titleRuntime);
    expect(prepared.resolved).toEqual(block);
  });

  it('skips what the server left out, unknown types and entries that are no objects', () => {
    const reduced = { block_type: 'trusted_title', id: 'x' };
    expect(prepare(reduced, trusted, 0).issue).toMatchObject({ kind: 'invalid', blockType: 'trusted_title' });
    expect(prepare({ block_type: 'trusted_title', fields: {} }, trusted, 0).issue?.kind).toBe('invalid');
    expect(prepare({ block_type: 'trusted_title', block_params: {} }, trusted, 0).issue?.kind).toBe(
      'invalid',
    );
    expect(prepare({ block_type: 'nope', block_params: {}, fields: {} }, trusted, 0).issue?.kind).toBe(
      'unknown',
    );
    expect(prepare({ block_params: {}, fields: {} }, trusted, 0).issue?.kind).toBe('unknown');
    for (const entry of [null, 3, 'block', [title('a')]])
      expect(prepare(entry, trusted, 0).issue?.kind, String(entry)).toBe('invalid');
  });

  it('makes the decision the server made on the whole list, from the list it sends', () => {
    const whole: unknown[] = [
      hero(true),
      title('ok', { color_scheme: 'inverted' }, { cta: { label: 'go' } }),
      title(42),
      { block_type: 'nope', fields: {}, block_params: {} },
      null,
      { block_type: 'trusted_hero', block_params: {}, fields: { tall: 'yes' } },
      hero(false),
    ];
    const sent = withoutSkippedPayloads(whole, full);
    const verdicts = (list: readonly unknown[], registry: typeof full | typeof trusted) =>
      list.map((block, index) => {
        const p = prepare(block, registry, index);
        return { shown: !p.issue, resolved: p.resolved, scheme: p.scheme, overlap: p.overlapBottom };
      });
    expect(verdicts(sent, trusted)).toEqual(verdicts(whole, full));
    expect(verdicts(sent, trusted).map((v) => v.shown)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      true,
    ]);
  });

  it('resolves colour schemes and overlaps as with the full registry', () => {
    const warned: string[] = [];
    const block = title('a', { color_scheme: 'inverted' }, { cta: { label: 'go' } });
    const prepared = prepare(block, trusted, 0);
    expect(prepared.scheme).toBe('inverted');
    expect(prepared.resolved?.fields).toEqual({
      text: { fr: 'a' },
      cta: { label: 'go', color_scheme: 'inverted' },
    });
    const odd = prepare(title('b', { color_scheme: 'purple' }), trusted, 0);
    for (const w of odd.warnings) warned.push(w.code);
    expect(odd.scheme).toBeUndefined();
    expect(warned).toEqual(['unknown-color-scheme']);
    expect(prepare(hero(true), trusted, 0).overlapBottom).toBe(130);
    expect(prepare(hero(false), trusted, 1).overlapBottom).toBe(40);
    expect(prepare({ ...hero(false), overlapBottom: 12 }, trusted, 2).overlapBottom).toBe(12);
    expect(trailingOverlap([title('c'), hero(true)], trusted)).toBe(130);
    expect(trailingOverlap([hero(true), { block_type: 'trusted_hero' }], trusted)).toBe(0);
  });

  it('renders a public list: overlaps handed on over a skipped entry, skipped entries reported', async () => {
    const issues: BlockIssue[] = [];
    const list = [hero(true), { block_type: 'trusted_title', id: 'gone' }, title('after')];
    // As the server and the browser do before rendering: the modules are there, nothing suspends.
    const { preloadBlocks } = await import('./modules');
    await preloadBlocks(trusted, ['trusted_title', 'trusted_hero']);
    const html = renderToString(
      <BlockList blocks={list} registry={trusted} onIssue={(i) => issues.push(i)} />,
    );
    expect(html).toContain('hero');
    expect(html).toContain('>after</h2>');
    expect(html).toContain('data-overlap="130"');
    expect(html).not.toContain('gone');
    expect(issues.map((i) => [i.kind, i.index])).toEqual([['invalid', 1]]);
  });
});
