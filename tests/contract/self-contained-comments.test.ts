/**
 * Comments, docs, test titles and messages stand alone: none sends the reader to a section of the
 * two product specifications, which live outside the repository ("spec" with a document number or
 * a section sign, or named as one document: "the" before it, "'s" or "README" after it). A comment
 * says the rule in its own words, and names its source in a sentence where that matters.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * A citation: the word spec (or specification) followed by a document number 1 or 2, a section
 * sign, or both, across commas and the line breaks of a block comment; or the word named as one
 * document ("the" before it, "'s" or "README" after it), which leaves a file name such as
 * `x.spec.ts` and a listing's specs alone.
 */
const CITATION = [
  /\bspec(?:ification)?s?\b[\s,*/#-]*(?:[12]\b[\s,*/#-]*)?§/i,
  /\bspec(?:ification)?\s+[12]\b/i,
  /\bspec(?:ification)?(?:['’]s\b|[\s*/#]+README\b)|\bthe[\s*/#]+spec(?:ification)?\b(?![\w-]|\.\w)/i,
];

function citations(text: string): string[] {
  const lines = text.split('\n');
  const found: string[] = [];
  lines.forEach((line, i) => {
    // Two lines together catch a citation that a block comment breaks over a line end.
    const pair = `${line}\n${lines[i + 1] ?? ''}`;
    if (CITATION.some((re) => re.test(line) || (re.test(pair) && !re.test(lines[i + 1] ?? '')))) {
      found.push(`${i + 1}: ${line.trim()}`);
    }
  });
  return found;
}

function checkedFiles(): string[] {
  return execSync('git ls-files -co --exclude-standard', { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .filter((f) => fs.existsSync(f) && fs.statSync(f).isFile());
}

describe('comments that stand alone', () => {
  it('recognises the citation forms and leaves other section signs and spec words alone', () => {
    // `~` stands for the word, so that this file passes its own scan.
    for (const sample of [
      'The member modal (~ 1 §2): avatar',
      '/** ~ 2 §3 Property CTA item */',
      'kept for the visit (~ 2 §3,\n * §7): the municipalities',
      'the buttons of ~\n * §6 on every block',
      '(~ 2, §4)',
      'as the ~ § on forms says',
      'a search (~ 2, WCAG 3.3.7)',
      "the page at the ~'s breakpoints",
      'the ~ README asks for both',
      'as the\n * ~ says',
    ]) {
      const cited = sample.replace('~', sample.startsWith('/') ? 'Spec' : 'spec');
      expect(citations(cited), cited).not.toEqual([]);
    }
    for (const clean of [
      'RFC 9110 §12.5.3: `q=0` refuses',
      'for (const spec of suite.specs ?? [])',
      'tests/e2e/quality-html.spec.ts',
      'the core API’s contact call, in its order',
      'the specs (bedrooms, bathrooms, area) and the badges',
      'run the spec.ts files of tests/e2e',
    ]) {
      expect(citations(clean), clean).toEqual([]);
    }
  });

  it('no file, README.md and docs/ included, cites a section of the specifications', () => {
    const files = checkedFiles();
    expect(files.length).toBeGreaterThan(100);
    const cited: string[] = [];
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8');
      if (text.includes('\0')) continue;
      for (const hit of citations(text)) cited.push(`${file}:${hit}`);
    }
    expect(cited).toEqual([]);
  });
});
