import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { defineBlock } from '../registry';
import { ColorScheme, Link } from '../schemas';
import { resolveColorScheme } from './color-scheme';
import type { BlockWarning } from './report';

const def = defineBlock({
  type: 'scheme_test',
  label: { fr: 'x', en: 'x' },
  category: 'content',
  fields: Type.Object({
    cta: Type.Optional(Link),
    cta_repeater: Type.Optional(Type.Array(Link)),
    other: Type.Optional(Link),
    label: Type.Optional(Type.String()),
  }),
  params: Type.Object({ color_scheme: Type.Optional(ColorScheme) }),
  load: async () => ({ default: () => null }),
  colorSchemeFields: ['cta', 'cta_repeater', 'label'],
  examples: {},
});
const link = (extra: object = {}) => ({ url: { fr: '/fr' }, text: { fr: 'Go' }, ...extra });

describe('resolveColorScheme', () => {
  it('gives the block scheme only to listed fields that define none', () => {
    const warnings: BlockWarning[] = [];
    const block = {
      block_type: 'scheme_test',
      block_params: { color_scheme: 'inverted' },
      fields: { cta: link(), cta_repeater: [link(), link({ color_scheme: 'normal' })], other: link() },
    };
    const { block: out, scheme } = resolveColorScheme(block, def, 0, (w) => warnings.push(w));
    expect(scheme).toBe('inverted');
    const fields = out.fields as Record<string, { color_scheme?: string } & unknown>;
    expect((fields.cta as { color_scheme?: string }).color_scheme).toBe('inverted');
    const repeater = fields.cta_repeater as unknown as { color_scheme?: string }[];
    expect(repeater.map((l) => l.color_scheme)).toEqual(['inverted', 'normal']);
    expect((fields.other as { color_scheme?: string }).color_scheme).toBeUndefined();
    expect(warnings).toEqual([]);
    expect((block.fields.cta as { color_scheme?: string }).color_scheme).toBeUndefined();
  });

  it('ignores an unknown scheme with a warning, and a listed key that cannot take one', () => {
    const warnings: BlockWarning[] = [];
    const { block: out, scheme } = resolveColorScheme(
      { block_type: 'scheme_test', block_params: { color_scheme: 'sepia' }, fields: { cta: link() } },
      def,
      3,
      (w) => warnings.push(w),
    );
    expect(scheme).toBeUndefined();
    expect(out.block_params).toEqual({});
    expect(warnings).toEqual([
      { code: 'unknown-color-scheme', blockType: 'scheme_test', index: 3, detail: 'sepia' },
    ]);

    const more: BlockWarning[] = [];
    resolveColorScheme(
      {
        block_type: 'scheme_test',
        block_params: { color_scheme: 'normal' },
        fields: { label: 'text', cta: link({ color_scheme: 'neon' }) },
      },
      def,
      1,
      (w) => more.push(w),
    );
    expect(more.map((w) => w.code).sort()).toEqual(['unknown-color-scheme', 'unknown-color-scheme-key']);
  });
});
