/**
 * The relative imports of a source file, read from its text: what the contract tests walk (layers,
 * catalog areas). Package imports (`react`, `@lingui/core`) are not listed.
 */
export interface RelativeImport {
  /** As written: `../../ui/map`. */
  spec: string;
  /** `static` (import or re-export), `type` (of types only, gone from the built code), `dynamic` (`import()`). */
  kind: 'static' | 'type' | 'dynamic';
}

const STATIC = /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;
const DYNAMIC = /import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

export function relativeImports(text: string): RelativeImport[] {
  const out: RelativeImport[] = [];
  for (const m of text.matchAll(STATIC)) out.push({ spec: m[2]!, kind: m[1] ? 'type' : 'static' });
  for (const m of text.matchAll(DYNAMIC)) out.push({ spec: m[1]!, kind: 'dynamic' });
  return out;
}
