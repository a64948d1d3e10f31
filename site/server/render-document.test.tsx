import { Writable } from 'node:stream';
import { lazy, type ReactElement, type ReactNode, Suspense } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { CLIENT_RENDERED_MARK, documentHtml, renderDocument } from './render-document';

function Boom(): never {
  throw new Error('boom in a block');
}

/** A component whose module arrives after `ms` (or never). */
function arriving(ms: number | null) {
  return lazy(
    () =>
      new Promise<{ default: () => ReactElement }>((resolve) => {
        if (ms !== null) setTimeout(() => resolve({ default: () => <b>arrived</b> }), ms);
      }),
  );
}

function Page({ middle }: { middle: ReactNode }) {
  return (
    <html lang="fr-CA">
      <head>
        <meta charSet="utf-8" />
      </head>
      <body>
        <main>
          <Suspense fallback={null}>
            <p>first block</p>
          </Suspense>
          <Suspense fallback={<i>waiting</i>}>{middle}</Suspense>
          <Suspense fallback={null}>
            <p>last block</p>
          </Suspense>
        </main>
      </body>
    </html>
  );
}

function streamed(element: ReactElement): Promise<string> {
  return new Promise((resolve) => {
    const stream = renderToPipeableStream(element, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const chunks: Buffer[] = [];
        stream.pipe(
          new Writable({
            write(chunk: Buffer, _e, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              resolve(Buffer.concat(chunks).toString('utf8'));
              done();
            },
          }),
        );
      },
    });
  });
}

function reports() {
  const calls: string[] = [];
  return { calls, hold: () => calls.push('hold'), release: (keep: boolean) => calls.push(`release ${keep}`) };
}

describe('renderDocument', () => {
  it('writes a page that needs no second pass with the string renderer, as the streaming one would', async () => {
    const element = <Page middle={<p>middle block</p>} />;
    const held = reports();
    const onError = vi.fn();
    const out = await renderDocument(element, { deadline: Date.now() + 5000, onError, reports: held });
    expect(out.kind === 'html' && out.renderer).toBe('string');
    const html = out.kind === 'html' ? documentHtml(out) : '';
    expect(html).toBe(await streamed(element));
    expect(html.startsWith('<!DOCTYPE html><html lang="fr-CA">')).toBe(true);
    expect(held.calls).toEqual(['hold', 'release true']);
    expect(onError).not.toHaveBeenCalled();
  });

  it('ends the body with the given markup, whichever renderer wrote the page', async () => {
    const bodyEnd = '<script type="module" src="/assets/entry.js" async=""></script>';
    for (const middle of [<p key="p">middle block</p>, <Boom key="b" />]) {
      const out = await renderDocument(<Page middle={middle} />, {
        deadline: Date.now() + 5000,
        onError: vi.fn(),
        bodyEnd,
      });
      expect(out.kind === 'html' && documentHtml(out).endsWith(`</main>${bodyEnd}</body></html>`)).toBe(true);
    }
  });

  it('renders a page where a block threw again by streaming: the error is reported, the other blocks stay', async () => {
    const held = reports();
    const onError = vi.fn();
    const out = await renderDocument(<Page middle={<Boom />} />, {
      deadline: Date.now() + 5000,
      onError,
      reports: held,
    });
    expect(out.kind === 'html' && out.renderer).toBe('stream');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(String(onError.mock.calls[0]?.[0])).toContain('boom in a block');
    // The string pass's reports are dropped: the streaming pass reports again, once.
    expect(held.calls).toEqual(['hold', 'release false']);
    const html = out.kind === 'html' ? documentHtml(out) : '';
    expect(html).toContain('<p>first block</p>');
    expect(html).toContain('<p>last block</p>');
    expect(html).toContain(CLIENT_RENDERED_MARK);
  });

  it('waits for a component that suspends, which the string renderer cannot', async () => {
    const Late = arriving(20);
    const out = await renderDocument(<Page middle={<Late />} />, {
      deadline: Date.now() + 5000,
      onError: vi.fn(),
    });
    expect(out.kind === 'html' && out.renderer).toBe('stream');
    const html = out.kind === 'html' ? documentHtml(out) : '';
    expect(html).toContain('<b>arrived</b>');
    expect(html).not.toContain('waiting');
    expect(html).not.toContain(CLIENT_RENDERED_MARK);
  });

  it('gives up on what is still pending at the deadline and sends the rest', async () => {
    const Never = arriving(null);
    const out = await renderDocument(<Page middle={<Never />} />, {
      deadline: Date.now() + 50,
      onError: vi.fn(),
    });
    const html = out.kind === 'html' ? documentHtml(out) : '';
    expect(html).toContain('<p>last block</p>');
    expect(html).toContain('<i>waiting</i>');
  });

  it('returns an error of the shell as such, reported by the streaming pass', async () => {
    const onError = vi.fn();
    const out = await renderDocument(
      <html lang="fr-CA">
        <body>
          <Boom />
        </body>
      </html>,
      { deadline: Date.now() + 5000, onError },
    );
    expect(out.kind).toBe('shell-error');
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
