/**
 * The sanitiser's worker thread seen from the server: one text at a time, each within its time
 * budget; a text past it costs the worker its life (a new one starts for the next text).
 */
import { Worker } from 'node:worker_threads';

/** Longest a worker may take to start before texts are sanitised on the event loop instead. */
export const WORKER_START_MS = 20_000;

export type Outcome = { safe: string } | { timedOut: true } | { refused: string };

/** One worker, one text at a time; a text past its budget costs the worker its life. */
export function workerRunner(file: string, execArgv: string[] | undefined, budget: number) {
  let worker: Worker | null = null;
  let ready: Promise<boolean> | null = null;
  let nextId = 0;
  let queue = Promise.resolve();
  const start = () => {
    const w = new Worker(file, { execArgv });
    worker = w;
    ready = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), WORKER_START_MS);
      w.once('message', () => {
        clearTimeout(timer);
        resolve(true);
      });
      w.once('error', (error) => {
        console.error('[rich-text] sanitiser worker failed', error);
        clearTimeout(timer);
        resolve(false);
      });
    });
    w.unref();
  };
  const stop = () => {
    void worker?.terminate();
    worker = null;
    ready = null;
  };
  const runOne = async (html: string, waitUntil: number): Promise<Outcome | null> => {
    if (!worker) start();
    const w = worker!;
    // A worker still starting (after a stop) is waited for, not past `waitUntil`: then the caller
    // sanitises on its own.
    const wait = Math.max(0, waitUntil - Date.now());
    const started = await Promise.race([
      ready,
      new Promise<'late'>((r) => setTimeout(() => r('late'), wait).unref()),
    ]);
    if (started === 'late') return null;
    if (!started) {
      stop();
      return null;
    }
    const id = nextId++;
    return new Promise<Outcome>((resolve) => {
      const done = (outcome: Outcome) => {
        clearTimeout(timer);
        w.off('message', onMessage);
        w.off('exit', onExit);
        resolve(outcome);
      };
      const onMessage = (m: { id?: number; safe?: string; error?: string }) => {
        if (m.id !== id) return;
        done(m.error !== undefined ? { refused: m.error } : { safe: String(m.safe) });
      };
      const onExit = () => done({ timedOut: true });
      const timer = setTimeout(() => {
        stop();
        done({ timedOut: true });
      }, budget);
      w.on('message', onMessage);
      w.once('exit', onExit);
      w.postMessage({ id, html });
    });
  };
  // Started at once: the first pages should not wait for it.
  start();
  return {
    /** The outcome, or null when no worker could start in time (the caller sanitises itself). */
    run: (html: string, waitUntil: number) => {
      const result = queue.then(() => runOne(html, waitUntil));
      queue = result.then(
        () => undefined,
        () => undefined,
      );
      return result;
    },
    close: async () => {
      await queue;
      stop();
    },
  };
}
