import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, scriptHash } from './script-hashes';

const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes every inline script a browser runs, whoever wrote it, each once', () => {
    const html = [
      '<head><script>window.a=1</script><script type="module">import "/x.js"</script></head>',
      '<body><script>window.a=1</script><script type="text/javascript">b()</script></body>',
    ];
    expect(inlineScriptHashes(html)).toEqual([sha('window.a=1'), sha('import "/x.js"'), sha('b()')]);
  });

  it('leaves out data blocks, external scripts and scripts naming a nonce of their own', () => {
    const html = [
      '<script type="application/json">{"a":1}</script><script type="application/ld+json">{}</script>',
      '<script src="/entry.js"></script><script nonce="not-the-page">c()</script>',
    ];
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it('reads markup as a browser does: no script in a comment, an attribute or a raw-text element', () => {
    const html = [
      '<!-- <script>x()</script> --><div title="<script>y()</script>"></div>',
      '<textarea><script>z()</script></textarea><style>a{}</style><script>ok()</script>',
    ];
    expect(inlineScriptHashes(html)).toEqual([sha('ok()')]);
  });

  it('hashes the text as the parser gives it: CR LF and lone CR become LF', () => {
    expect(scriptHash('a()\r\nb()\rc()')).toBe(sha('a()\nb()\nc()'));
  });

  it('finds the exact text of a script after text that lowercases longer (İ)', () => {
    const html = ['<p title="İSTANBUL">İİİ</p><SCRIPT>ok()</SCRIPT><script TYPE="Module">m()</script>'];
    expect(inlineScriptHashes(html)).toEqual([sha('ok()'), sha('m()')]);
  });
});
