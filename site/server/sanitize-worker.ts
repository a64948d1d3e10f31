/**
 * The rich-text sanitiser in a worker thread (site/server/rich-text.ts): DOMPurify on a jsdom of
 * its own, so that a text that takes long never holds the server's event loop. Answers
 * `{ id, html }` with `{ id, safe }` (or `{ id, error }` when DOMPurify refuses the markup), and
 * says `{ ready: true }` once warm.
 */
import { parentPort } from 'node:worker_threads';
import { JSDOM } from 'jsdom';
import { sanitizeUnbounded, setSanitizerWindow } from '../../ui/content/sanitize';

setSanitizerWindow(new JSDOM('').window as never);
sanitizeUnbounded('<p><a href="/">warm</a></p>');

parentPort?.on('message', (message: { id: number; html: string }) => {
  try {
    parentPort?.postMessage({ id: message.id, safe: sanitizeUnbounded(message.html) });
  } catch (error) {
    parentPort?.postMessage({
      id: message.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
});
parentPort?.postMessage({ ready: true });
