import { describe, expect, it } from 'vitest';
import { previewScale } from './PreviewFrame';

describe('preview scale', () => {
  it('draws a frame wider than the column at the column’s width, its border included', () => {
    expect(previewScale(1198, 600)).toBe(0.5);
    expect(previewScale(1198, 600) * (1198 + 2)).toBe(600);
  });

  it('leaves a frame that fits, or a column not measured yet, at its own size', () => {
    expect(previewScale(768, 770)).toBe(1);
    expect(previewScale(768, 900)).toBe(1);
    expect(previewScale(768, null)).toBe(1);
    expect(previewScale(768, 0)).toBe(1);
  });
});
