import { CHUNK_RELOAD_INTERVAL_MS } from '../../ui/constants';

/** Session key of the time of the last reload caused by a chunk-load failure. */
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';

/** Messages browsers and Vite give when a script or stylesheet chunk of the build cannot be loaded. */
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script|ChunkLoadError|Loading chunk \S+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const name = (error as { name?: unknown }).name;
  const message = (error as { message?: unknown }).message;
  return name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_ERROR.test(message));
}

/**
 * After a deployment, chunks of the old build disappear: reload the page to get the new one, at
 * most once per 60 seconds so a broken build cannot loop. Returns whether it reloads.
 */
export function reloadAfterChunkFailure(
  reload: () => void = () => window.location.reload(),
  storage: Storage = window.sessionStorage,
  now: number = Date.now(),
): boolean {
  let last = Number.NaN;
  try {
    last = Number(storage.getItem(CHUNK_RELOAD_KEY));
  } catch {
    // Storage may be unavailable (privacy modes): reload anyway, like a first failure.
  }
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  try {
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    // see above
  }
  reload();
  return true;
}

/**
 * Vite fires `vite:preloadError` when a dynamic import or its dependencies fail to load. During a
 * client navigation the page is loaded fresh at its destination; otherwise the current page reloads.
 */
export function listenForChunkFailures(destination: () => string | null = () => null): void {
  window.addEventListener('vite:preloadError', (event) => {
    const target = destination();
    const reload = target ? () => window.location.assign(target) : () => window.location.reload();
    if (reloadAfterChunkFailure(reload)) event.preventDefault();
  });
}
