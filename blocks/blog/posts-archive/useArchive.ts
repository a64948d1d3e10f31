import { type Dispatch, useEffect, useReducer } from 'react';
import {
  archiveSearchOf,
  articlesQueryOf,
  DEFAULT_ARCHIVE_QUERY,
  parseArchiveSearch,
} from '../../../api/core/archive-query';
import type { ArchiveCoreData, ArchiveQuery } from '../../../domain';
import { useCoreClient } from '../../../stores/core-client';
import { BLOG_FETCH_DEBOUNCE_MS } from '../../../ui/constants';
import { type ArchiveAction, type ArchiveState, archiveReducer, initialArchiveState } from './archive-state';

const ARCHIVE_PARAMS = ['categories', 'order', 'page'];

/**
 * The archive's state in the address bar, replacing the current history entry (no entry per click):
 * the URL can be shared, and coming back to it (back button) shows the same filters and pages. Other
 * parameters of the address are kept.
 */
function writeUrl(query: ArchiveQuery): void {
  const url = new URL(window.location.href);
  for (const key of ARCHIVE_PARAMS) url.searchParams.delete(key);
  const others = url.searchParams.toString();
  const own = archiveSearchOf(query).slice(1);
  const search = [own, others].filter(Boolean).join('&');
  const next = `${url.pathname}${search ? `?${search}` : ''}${url.hash}`;
  if (next !== `${window.location.pathname}${window.location.search}${window.location.hash}`)
    // The router's own entry state is kept, so its back and forward keep working.
    window.history.replaceState(window.history.state, '', next);
}

/**
 * The posts archive's behaviour: starts from the embedded answer, or from the URL
 * with a first call; runs each call the state asks for, debounced 1,000 ms for category and order
 * changes, at once for the first call and page changes; ignores answers to superseded calls.
 */
export function useArchive(
  coreData: ArchiveCoreData | undefined,
  { syncUrl }: { syncUrl: boolean },
): [ArchiveState, Dispatch<ArchiveAction>] {
  const [state, dispatch] = useReducer(archiveReducer, coreData, initialArchiveState);
  const client = useCoreClient();

  // Once in the browser: the address bar's state wins over what the server rendered, if different.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read the address once, when mounted
  useEffect(() => {
    if (syncUrl) dispatch({ type: 'start', query: parseArchiveSearch(window.location.search) });
    else if (!coreData) dispatch({ type: 'start', query: DEFAULT_ARCHIVE_QUERY });
  }, []);

  const request = state.request;
  useEffect(() => {
    if (!request) return;
    let live = true;
    const run = () => {
      if (!client) {
        dispatch({ type: 'failed', seq: request.seq });
        return;
      }
      client.fetchArticles(articlesQueryOf(request.query, request.call)).then(
        (answer) => live && dispatch({ type: 'loaded', seq: request.seq, answer }),
        (error: unknown) => {
          console.warn('[blog] articles could not be loaded', error);
          if (live) dispatch({ type: 'failed', seq: request.seq });
        },
      );
    };
    const timer = setTimeout(run, request.call === 'filters' ? BLOG_FETCH_DEBOUNCE_MS : 0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [request, client]);

  // Each state the visitor asks for (seq 0 is what the page was opened with) goes to the address bar.
  useEffect(() => {
    if (syncUrl && state.seq > 0) writeUrl(state.query);
  }, [syncUrl, state.seq, state.query]);

  return [state, dispatch];
}
