import { describe, expect, it } from 'vitest';
import { registry } from '../../blocks';
import { exportDocument, importDocument } from './transfer';

const valid = { id: 's1', block_type: 'spacer', block_params: { height: 20 }, fields: {} };

describe('export and import', () => {
  it('round-trips a page', () => {
    const text = exportDocument([valid]);
    const result = importDocument(text, registry);
    expect(result).toEqual({ ok: true, blocks: [valid] });
  });

  it('lists every error of every block, with its position', () => {
    const text = JSON.stringify({
      blocks: [
        valid,
        { block_type: 'nope', fields: {} },
        { block_type: 'spacer', block_params: { height: 'tall' }, fields: {} },
        'junk',
      ],
    });
    const result = importDocument(text, registry);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => [p.index, p.path])).toEqual([
      [1, '/block_type'],
      [2, '/block_params/height'],
      [3, '/block_type'],
    ]);
  });

  it('rejects text that is not JSON or has no block list', () => {
    expect(importDocument('{', registry).ok).toBe(false);
    expect(importDocument('{"x":1}', registry).ok).toBe(false);
  });

  it('gives fresh ids to blocks without one or with a repeated one', () => {
    const result = importDocument(JSON.stringify([valid, valid, { ...valid, id: undefined }]), registry);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const ids = result.blocks.map((b) => b.id);
    expect(ids[0]).toBe('s1');
    expect(new Set(ids).size).toBe(3);
  });
});
