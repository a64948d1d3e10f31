import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createShortClassNames } from './class-names';

const root = '/project';
const hash4 = (sheet: string) => createHash('sha256').update(sheet).digest('base64url').slice(0, 4);

describe('createShortClassNames', () => {
  it('names a class by itself and its stylesheet, the same on every call and in every build', () => {
    const first = createShortClassNames(root);
    const second = createShortClassNames(root);
    const name = first('select', '/project/ui/a/Select.module.css');
    expect(name).toMatch(/^select_[\w-]{4}$/);
    // Asked again (a class another sheet composes), or by the server's build with its query string.
    expect(first('select', '/project/ui/a/Select.module.css')).toBe(name);
    expect(second('select', '/project/ui/a/Select.module.css?inline')).toBe(name);
  });

  it('gives the same class of two stylesheets two names', () => {
    const names = createShortClassNames(root);
    expect(names('card', '/project/ui/a/Card.module.css')).not.toBe(
      names('card', '/project/blocks/b/Card.module.css'),
    );
  });

  it('stops the build when two stylesheets would give a class the same name', () => {
    // Two sheet paths whose hashes share their first four characters.
    const seen = new Map<string, string>();
    let pair: [string, string] | undefined;
    for (let i = 0; !pair; i++) {
      const sheet = `ui/s${i}.module.css`;
      const h = hash4(sheet);
      const other = seen.get(h);
      if (other) pair = [other, sheet];
      else seen.set(h, sheet);
    }
    const names = createShortClassNames(root);
    names('box', `${root}/${pair[0]}`);
    // Different classes of those sheets keep different names.
    expect(() => names('row', `${root}/${pair[1]}`)).not.toThrow();
    expect(() => names('box', `${root}/${pair[1]}`)).toThrow(/would both be named box_/);
  });
});
