import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COLOR_SCHEMES, THEMES } from '../../engine/schemas';
import { contrastRatio } from '../../ui/theme';

/** Custom properties of each selector block of theme.css. */
function blocks(css: string): Map<string, Record<string, string>> {
  const out = new Map<string, Record<string, string>>();
  const clean = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const m of clean.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const vars: Record<string, string> = {};
    for (const d of m[2]!.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) vars[d[1]!] = d[2]!.trim();
    for (const selector of m[1]!.split(',').map((s) => s.trim()))
      out.set(selector, { ...out.get(selector), ...vars });
  }
  return out;
}

const css = fs.readFileSync(path.join(import.meta.dirname, 'theme.css'), 'utf8');
const all = blocks(css);

function resolved(theme: string, scheme: string): (name: string) => string {
  const vars = {
    ...all.get(':root'),
    ...all.get(`[data-theme="${theme}"]`),
    ...all.get(`[data-color-scheme="${scheme}"]`),
  };
  const get = (name: string, depth = 0): string => {
    const value = vars[name];
    if (value === undefined || depth > 10) throw new Error(`unresolved ${name}`);
    const ref = /^var\((--[\w-]+)\)$/.exec(value);
    return ref ? get(ref[1]!, depth + 1) : value;
  };
  return get;
}

describe('theme colours reach WCAG AA contrast (4.5:1) in every theme and colour scheme', () => {
  for (const theme of THEMES) {
    for (const scheme of COLOR_SCHEMES) {
      it(`${theme} / ${scheme}`, () => {
        const v = resolved(theme, scheme);
        expect(contrastRatio(v('--scheme-text'), v('--scheme-bg'))).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(v('--color-link'), v('--scheme-bg'))).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(v('--color-on-primary'), v('--color-primary'))).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(v('--color-text-muted'), v('--color-grey-100'))).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(v('--color-danger'), v('--color-bg'))).toBeGreaterThanOrEqual(4.5);
      });
    }
  }

  it('defines the three radii 20, 40 and 120 px', () => {
    const root = all.get(':root')!;
    expect([root['--radius-1'], root['--radius-2'], root['--radius-3']]).toEqual(['20px', '40px', '120px']);
  });
});
