import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';

/**
 * What React's string renderer writes for a Suspense boundary it left to the browser: an error
 * thrown inside it, or a component that suspended (it cannot wait). Text is escaped, so a page's
 * own text never writes it; markup put in as is (sanitised rich text) might, and only costs the
 * page the second pass.
 */
export const CLIENT_RENDERED_MARK = '<!--$!-->';
const DOCTYPE = '<!DOCTYPE html>';

/**
 * A rendered document: its text in pieces, in order (the render's markup cut where the body's end
 * goes in). Joined, they would be copied whole once more; the server encodes them one by one
 * (site/server/encoded-parts.ts).
 */
export type RenderedDocument =
  | { kind: 'html'; pieces: readonly string[]; renderer: 'string' | 'stream' }
  | { kind: 'shell-error'; error: unknown };

/** A rendered document's text as one string. */
export const documentHtml = (document: { pieces: readonly string[] }): string => document.pieces.join('');

export interface RenderDocumentOptions {
  /** The request's CSP nonce, for any script React itself writes. */
  nonce?: string;
  /** Markup put last in the body, whichever renderer wrote the page (the bootstrap scripts). */
  bodyEnd?: string;
  /**
   * An error inside a Suspense boundary, which the browser renders again. Called by the streaming
   * pass only: the string renderer swallows them, so a page where one happened is rendered again.
   */
  onError(error: unknown): void;
  /** Past it (epoch ms), whatever is still pending is left to the browser. */
  deadline: number;
  /**
   * Where the render's own reports (skipped blocks, warnings) wait while the string pass may still
   * be dropped: each block is reported once (`ServerBlockTracker`).
   */
  reports?: { hold(): void; release(keep: boolean): void };
}

/**
 * The whole document of `element`, as the server sends it: complete, in document order, every
 * boundary in place.
 *
 * React's string renderer goes first: it writes a page about 1.7 times as fast as the streaming one,
 * which encodes every small piece of markup into bytes as it goes (`npm run bench`, SSR rows). It
 * reports no error and waits for nothing, so a page where it left a boundary to the browser (a block
 * that threw, or something that suspended) is rendered again by the streaming renderer, which
 * names the error (`onError`) and waits for what suspended until `deadline`. An error outside every
 * boundary (the shell) is returned as such; the caller answers with its error page.
 */
export async function renderDocument(
  element: ReactNode,
  options: RenderDocumentOptions,
): Promise<RenderedDocument> {
  options.reports?.hold();
  let html: string | null = null;
  try {
    html = renderToString(element);
  } catch {
    // The shell threw: the streaming pass renders it again and reports it.
  }
  const kept = html !== null && !html.includes(CLIENT_RENDERED_MARK);
  options.reports?.release(kept);
  if (kept && html !== null)
    return { kind: 'html', pieces: endBody(html, options.bodyEnd, DOCTYPE), renderer: 'string' };
  const streamed = await streamDocument(element, options);
  return streamed.kind === 'html'
    ? { ...streamed, pieces: endBody(documentHtml(streamed), options.bodyEnd) }
    : streamed;
}

/**
 * `before`, the document and `markup` put last in its body, as pieces, never concatenated: a page is
 * 100–150 kB, and a string made of them would be copied whole again when it is searched or encoded
 * (2 % of the server's busy time under load in a CPU profile).
 */
function endBody(html: string, markup: string | undefined, before = ''): string[] {
  const end = markup ? html.lastIndexOf('</body>') : -1;
  const pieces =
    end < 0 ? [before, html, markup ?? ''] : [before, html.slice(0, end), markup ?? '', html.slice(end)];
  return pieces.filter((piece) => piece !== '');
}

/** The streaming renderer's document, collected whole (it never waits for a drain). */
function streamDocument(element: ReactNode, options: RenderDocumentOptions): Promise<RenderedDocument> {
  return new Promise((resolve) => {
    let budget: ReturnType<typeof setTimeout> | undefined;
    const stream = renderToPipeableStream(element, {
      nonce: options.nonce,
      // Never outline a block into a hidden segment moved by a script: every block is sent in
      // place, readable without JavaScript (the shell with its hydration data is larger than
      // React's default chunk of 12.8 kB, which used to push every block out of place).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // Waiting for all sends the page whole and in document order, never a pending boundary.
      onAllReady() {
        const chunks: Buffer[] = [];
        stream.pipe(
          new Writable({
            highWaterMark: Number.MAX_SAFE_INTEGER,
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              clearTimeout(budget);
              resolve({ kind: 'html', pieces: [Buffer.concat(chunks).toString('utf8')], renderer: 'stream' });
              done();
            },
          }),
        );
      },
      onShellError(error) {
        clearTimeout(budget);
        resolve({ kind: 'shell-error', error });
      },
      onError: options.onError,
    });
    // Past the time budget, what is still pending is abandoned (left to the browser).
    budget = setTimeout(() => stream.abort(), Math.max(1, options.deadline - Date.now()));
    budget.unref();
  });
}
