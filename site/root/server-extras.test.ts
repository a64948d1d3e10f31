import { describe, expect, it } from 'vitest';
import { bootstrapScripts } from './server-extras';

describe('bootstrapScripts', () => {
  it('writes one async module script per module, with the nonce, attributes escaped', () => {
    expect(bootstrapScripts(['/@vite/client', '/assets/entry-client-X.js'], 'n0+/=')).toBe(
      '<script type="module" src="/@vite/client" nonce="n0+/=" async=""></script>' +
        '<script type="module" src="/assets/entry-client-X.js" nonce="n0+/=" async=""></script>',
    );
    expect(bootstrapScripts(['/a.js?x=1&y="2"'])).toBe(
      '<script type="module" src="/a.js?x=1&amp;y=&quot;2&quot;" async=""></script>',
    );
    expect(bootstrapScripts([])).toBe('');
  });
});
