/**
 * A class that composes a class of another stylesheet never sets, at the same specificity, a
 * property the composed class sets. The build copies a composed sheet into every chunk whose styles
 * compose it, so on a page with several such chunks a later copy of the shared rule comes after the
 * composing one: which of the two wins would depend on the blocks of the page, not on the rules.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

interface Rule {
  selectors: string[];
  declarations: { property: string; value: string }[];
}

/** The style rules of a sheet, at any depth of at-rules (media queries, supports). */
function parseRules(css: string): Rule[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: Rule[] = [];
  let index = 0;
  const block = (): void => {
    while (index < text.length) {
      const open = text.indexOf('{', index);
      const close = text.indexOf('}', index);
      if (close !== -1 && (open === -1 || close < open)) {
        index = close + 1;
        return;
      }
      if (open === -1) return;
      const prelude = text.slice(index, open).trim();
      index = open + 1;
      if (prelude.startsWith('@')) {
        if (/^@(media|supports|container|layer)\b/.test(prelude)) block();
        else index = text.indexOf('}', index) + 1;
        continue;
      }
      const end = text.indexOf('}', index);
      const body = text.slice(index, end);
      index = end + 1;
      rules.push({
        selectors: prelude.split(',').map((s) => s.trim().replace(/\s+/g, ' ')),
        declarations: body
          .split(';')
          .map((d) => d.trim())
          .filter(Boolean)
          .map((d) => {
            const colon = d.indexOf(':');
            return { property: d.slice(0, colon).trim(), value: d.slice(colon + 1).trim() };
          }),
      });
    }
  };
  block();
  return rules;
}

/** The last compound of a selector (what it styles), split into its pseudo-element and the rest. */
function subject(selector: string): { compound: string; pseudoElement: string } {
  const parts = selector.replace(/\([^()]*\)/g, (m) => m.replace(/[\s>+~]/g, '')).split(/\s*[\s>+~]\s*/);
  const last = parts[parts.length - 1] ?? '';
  const at = last.indexOf('::');
  return at === -1
    ? { compound: last, pseudoElement: '' }
    : { compound: last.slice(0, at), pseudoElement: last.slice(at) };
}

/** Specificity as one number (ids, classes, elements), close enough for the sheets of this house. */
function specificity(selector: string): number {
  let s = selector.replace(/:where\([^()]*\)/g, '').replace(/:global\(([^()]*)\)/g, '$1');
  let ids = 0;
  let classes = 0;
  s = s.replace(/:(?:is|not|has)\(([^()]*)\)/g, (_, inner: string) => {
    classes += Math.max(...inner.split(',').map((x) => Math.floor(specificity(x) / 100) % 100 || 1));
    return '';
  });
  ids += (s.match(/#[\w-]+/g) ?? []).length;
  classes += (s.match(/\.[\w-]+|\[[^\]]*\]|(?<!:):[\w-]+(\([^()]*\))?/g) ?? []).length;
  const elements =
    (s.replace(/\[[^\]]*\]|\.[\w-]+|#[\w-]+|::?[\w-]+/g, ' ').match(/[a-z][\w-]*/gi) ?? []).length +
    (s.match(/::[\w-]+/g) ?? []).length;
  return ids * 10000 + classes * 100 + elements;
}

/** Shorthands and what they set, so that `gap` and `column-gap` count as one property. */
const SHORTHANDS: Record<string, string[]> = {
  gap: ['row-gap', 'column-gap'],
  margin: ['margin-top', 'margin-right', 'margin-bottom', 'margin-left', 'margin-block', 'margin-inline'],
  padding: [
    'padding-top',
    'padding-right',
    'padding-bottom',
    'padding-left',
    'padding-block',
    'padding-inline',
  ],
  border: [
    'border-width',
    'border-style',
    'border-color',
    'border-top',
    'border-right',
    'border-bottom',
    'border-left',
  ],
  'border-radius': [
    'border-top-left-radius',
    'border-top-right-radius',
    'border-bottom-left-radius',
    'border-bottom-right-radius',
  ],
  background: [
    'background-color',
    'background-image',
    'background-position',
    'background-size',
    'background-repeat',
  ],
  font: ['font-family', 'font-size', 'font-weight', 'font-style', 'line-height', 'font-variant'],
  flex: ['flex-grow', 'flex-shrink', 'flex-basis'],
  'flex-flow': ['flex-direction', 'flex-wrap'],
  'list-style': ['list-style-type', 'list-style-position', 'list-style-image'],
  overflow: ['overflow-x', 'overflow-y'],
  'place-items': ['align-items', 'justify-items'],
  'place-content': ['align-content', 'justify-content'],
  inset: ['top', 'right', 'bottom', 'left'],
  grid: ['grid-template', 'grid-template-columns', 'grid-template-rows', 'grid-template-areas'],
  'grid-template': ['grid-template-columns', 'grid-template-rows', 'grid-template-areas'],
  'text-decoration': ['text-decoration-line', 'text-decoration-color', 'text-decoration-style'],
  outline: ['outline-width', 'outline-style', 'outline-color'],
};

/** Every property a declaration of `property` sets: itself and, for a shorthand, its parts. */
const covered = (property: string): string[] => {
  const parts = SHORTHANDS[property] ?? [];
  return [property, ...parts, ...parts.flatMap((part) => SHORTHANDS[part] ?? [])];
};

/** The rules of `rules` whose subject carries `.name`, with the pseudo-element each one styles. */
function rulesOn(rules: Rule[], name: string) {
  const has = new RegExp(`\\.${name}(?![\\w-])`);
  return rules.flatMap((rule) =>
    rule.selectors
      .filter((selector) => has.test(subject(selector).compound))
      .map((selector) => ({ selector, rule, pseudoElement: subject(selector).pseudoElement })),
  );
}

interface Clash {
  at: string;
  composed: string;
  property: string;
}

/** Properties a composing class sets again at the specificity of the class it composes. */
function clashes(file: string, read: (file: string) => string): Clash[] {
  const rules = parseRules(read(file));
  const found: Clash[] = [];
  for (const rule of rules) {
    const local = rule.selectors.length === 1 ? /^\.([\w-]+)$/.exec(rule.selectors[0]!)?.[1] : undefined;
    if (!local) continue;
    for (const { property, value } of rule.declarations) {
      if (property !== 'composes') continue;
      const m = /^([\w\s-]+?)\s+from\s+["']([^"']+)["']$/.exec(value);
      if (!m) continue;
      const target = path.join(path.dirname(file), m[2]!);
      const targetRules = parseRules(read(target));
      for (const name of m[1]!.split(/\s+/)) {
        for (const mine of rulesOn(rules, local)) {
          for (const theirs of rulesOn(targetRules, name)) {
            if (mine.pseudoElement !== theirs.pseudoElement) continue;
            if (specificity(mine.selector) !== specificity(theirs.selector)) continue;
            const set = new Set(theirs.rule.declarations.flatMap((d) => covered(d.property)));
            for (const d of mine.rule.declarations) {
              if (d.property !== 'composes' && covered(d.property).some((p) => set.has(p))) {
                found.push({
                  at: `${file} ${mine.selector}`,
                  composed: `${target} ${theirs.selector}`,
                  property: d.property,
                });
              }
            }
          }
        }
      }
    }
  }
  return found;
}

describe('composed classes', () => {
  const sheets = execSync("git ls-files -co --exclude-standard '*.module.css'", { encoding: 'utf8' })
    .split('\n')
    .filter((f) => f && fs.existsSync(f));
  const read = (file: string) => fs.readFileSync(file, 'utf8');

  it('finds sheets that compose (the scan itself works)', () => {
    const composing = sheets.filter((f) => /composes:\s*[\w\s-]+from/.test(read(f)));
    expect(composing.length).toBeGreaterThan(10);
  });

  it('sees a property set again at the same specificity, a part of a shorthand included', () => {
    const files: Record<string, string> = {
      'a.module.css':
        '.a { composes: b from "./b.module.css"; color: red; }\n.a:hover { color: blue; }\n@media (min-width: 9px) { .a { column-gap: 1px; } }',
      'b.module.css': '.b { color: green; gap: 0; }\n@media (min-width: 1px) { .b:hover { color: pink; } }',
    };
    const read = (file: string) => files[file] ?? '';
    expect(clashes('a.module.css', read).map((c) => `${c.at} ${c.property}`)).toEqual([
      'a.module.css .a color',
      'a.module.css .a:hover color',
      'a.module.css .a column-gap',
    ]);
  });

  it('never set again what they compose', () => {
    expect(sheets.flatMap((file) => clashes(file, read))).toEqual([]);
  });
});
