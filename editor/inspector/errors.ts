import type { ErrorSchema } from '@rjsf/utils';
import type { ValidationError } from '../../engine/renderer';
import type { BlockPart } from '../state/types';

/**
 * The renderer's validation errors of one form (`fields` or `block_params`) as rjsf `extraErrors`:
 * `/fields/items/0/title/fr` becomes `{ items: { 0: { title: { fr: { __errors: [...] } } } } }`.
 */
export function toExtraErrors(
  errors: readonly ValidationError[],
  part: BlockPart,
  text: (error: ValidationError) => string = (error) => error.message,
): ErrorSchema {
  const root: Record<string, unknown> = {};
  const prefix = `/${part}`;
  for (const error of errors) {
    if (error.path !== prefix && !error.path.startsWith(`${prefix}/`)) continue;
    const segments = error.path
      .slice(prefix.length)
      .split('/')
      .filter(Boolean)
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    let node = root;
    for (const segment of segments) {
      node[segment] ??= {};
      node = node[segment] as Record<string, unknown>;
    }
    node.__errors ??= [];
    const list = node.__errors as string[];
    const message = text(error);
    if (!list.includes(message)) list.push(message);
  }
  return root as ErrorSchema;
}
