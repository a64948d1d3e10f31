/**
 * Whether a value is a plain key-value object as JSON makes them: not null and not an array. Every
 * layer reads untyped payloads (blocks, imports, schemas) through this one guard; it imports
 * nothing, so a public page that uses it loads no schema code.
 */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
