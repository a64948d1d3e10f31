import type { AnyBlockRuntime } from '../registry/runtime';
import type { BlockEnvelope } from '../schemas/block';
import { type ColorSchemeName, isColorScheme } from '../schemas/block-guards';
import { isObject } from '../schemas/is-object';
import type { WarningReporter } from './report';

type Json = Record<string, unknown>;

export interface SchemeResolution {
  block: BlockEnvelope;
  scheme?: ColorSchemeName;
}

/**
 * Resolves colour schemes:
 * - an unknown scheme on the block is ignored (dropped) with a warning;
 * - the block's scheme is given to the fields its definition lists, and only to those that define
 *   none; an unknown scheme on such a field is replaced, with a warning;
 * - a listed key the payload does not carry is skipped silently; a listed key that holds no object
 *   (a "scheme key" that cannot take a scheme) is ignored with a warning.
 * The input is never mutated.
 */
export function resolveColorScheme(
  block: BlockEnvelope,
  def: Pick<AnyBlockRuntime, 'colorSchemeFields'>,
  index: number,
  warn: WarningReporter,
): SchemeResolution {
  const params = isObject(block.block_params) ? block.block_params : undefined;
  const raw = params?.color_scheme;
  let scheme: ColorSchemeName | undefined;
  let nextParams = params;
  if (raw !== undefined) {
    if (isColorScheme(raw)) scheme = raw;
    else {
      warn({ code: 'unknown-color-scheme', blockType: block.block_type, index, detail: String(raw) });
      const { color_scheme: _dropped, ...rest } = params!;
      nextParams = rest;
    }
  }
  const listed = def.colorSchemeFields ?? [];
  if (!scheme || listed.length === 0 || !isObject(block.fields)) {
    return { block: nextParams === params ? block : { ...block, block_params: nextParams }, scheme };
  }
  const fields: Json = { ...block.fields };
  const give = (value: Json, key: string): Json => {
    const own = value.color_scheme;
    if (own === undefined) return { ...value, color_scheme: scheme };
    if (isColorScheme(own)) return value;
    warn({
      code: 'unknown-color-scheme',
      blockType: block.block_type,
      index,
      detail: `${key}: ${String(own)}`,
    });
    return { ...value, color_scheme: scheme };
  };
  for (const key of listed) {
    const value = fields[key];
    if (value === undefined) continue;
    if (isObject(value)) fields[key] = give(value, key);
    else if (Array.isArray(value))
      fields[key] = value.map((item) => (isObject(item) ? give(item, key) : item));
    else warn({ code: 'unknown-color-scheme-key', blockType: block.block_type, index, detail: key });
  }
  return { block: { ...block, block_params: nextParams, fields }, scheme };
}
