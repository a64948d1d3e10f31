import { Type } from '@sinclair/typebox';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineBlock } from '../registry/define-block';
import { ServerChecks } from '../schemas/compiled-checkers';
import { validateBlock } from './validate';

afterEach(() => vi.restoreAllMocks());

const makeDef = () =>
  defineBlock({
    type: 'csp_probe',
    label: { fr: 'x', en: 'x' },
    category: 'layout',
    fields: Type.Object({ n: Type.Integer({ maximum: 3 }) }),
    params: Type.Object({}),
    load: async () => ({ default: () => null }),
    examples: {},
  });

describe('validateBlock', () => {
  it('gives the same answers when a Content-Security-Policy forbids compiled validators', () => {
    const refuse = () => {
      throw new EvalError('unsafe-eval is not allowed');
    };
    const ours = vi.spyOn(ServerChecks, 'compile').mockImplementation(refuse);
    const def = makeDef();
    expect(validateBlock(def, { block_type: 'csp_probe', block_params: {}, fields: { n: 2 } })).toEqual({
      ok: true,
    });
    const bad = validateBlock(def, { block_type: 'csp_probe', block_params: {}, fields: { n: 9 } });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.errors[0]!.path).toBe('/fields/n');
    expect(ours).toHaveBeenCalled();
  });
});
