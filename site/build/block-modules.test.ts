import { describe, expect, it } from 'vitest';
import { runtimeFacts } from './block-modules';

describe('what a block’s runtime.ts declares, read by the build', () => {
  it('reads the type, written as text or as a constant of the file, and the catalogs', () => {
    expect(
      runtimeFacts(
        'a/runtime.ts',
        `export const TYPE = 'blog_single_post';
export default defineRuntime<typeof f, typeof p>({ type: TYPE, catalogs: ['blog', 'ui/forms'], load: () => import('./A') });`,
      ),
    ).toEqual({ type: 'blog_single_post', catalogs: ['blog', 'ui/forms'] });
    expect(
      runtimeFacts('b/runtime.ts', `export default defineRuntime({ type: 'b', load: () => import('./B') });`),
    ).toEqual({ type: 'b', catalogs: [] });
  });

  it('fails, naming the file, where the build cannot read them', () => {
    expect(() => runtimeFacts('c/runtime.ts', 'export default defineRuntime({ type: name() });')).toThrow(
      /c\/runtime\.ts: its `type`/,
    );
    expect(() =>
      runtimeFacts('d/runtime.ts', "export default defineRuntime({ type: 'd', catalogs: AREAS });"),
    ).toThrow(/d\/runtime\.ts: its `catalogs`/);
    expect(() => runtimeFacts('e/runtime.ts', 'export const x = 1;')).toThrow(
      /e\/runtime\.ts: no `export default/,
    );
  });
});
