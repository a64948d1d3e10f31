import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { registry } from '../../blocks';
import { StringEnum } from '../../engine/schemas';
import { editorI18n } from '../testing/i18n';
import { choiceDescriptor, choiceName } from './choices';
import { choiceLists } from './schema-walk';

/** Choices without a name in the editor's catalog, as `block part/path: value`. */
function unnamedChoices(schema: unknown, where: string): string[] {
  const missing: string[] = [];
  for (const { path, values } of choiceLists(schema)) {
    const property = path
      .split('/')
      .filter((s) => s !== 'items' && !/^\d+$/.test(s) && s !== 'anyOf')
      .at(-1);
    for (const value of values)
      if (!choiceDescriptor(value, property)) missing.push(`${where}${path}: ${String(value)}`);
  }
  return missing;
}

describe('every fixed choice a tester picks from has a name', () => {
  it('holds for every registered block', () => {
    const missing = registry
      .all()
      .flatMap((def) => [
        ...unnamedChoices(def.fields, `${def.type} fields`),
        ...unnamedChoices(def.params, `${def.type} block_params`),
      ]);
    expect(missing).toEqual([]);
  });

  it('finds a choice without a name', () => {
    const schema = Type.Object({ mood: StringEnum(['left', 'grumpy']) });
    expect(unnamedChoices(schema, 'x')).toEqual(['x/mood: grumpy']);
  });

  it('names choices in English from the catalog, and by property where a value means something else', () => {
    const i18n = editorI18n('en');
    expect(choiceName(i18n, 'normal-grey')).toBe('Normal grey');
    expect(choiceName(i18n, 'icon', 'format_type')).toBe('Icon only');
    expect(choiceName(i18n, 'icon', 'variant')).toBe('Icons');
  });
});
