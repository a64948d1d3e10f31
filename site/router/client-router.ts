import {
  type AppLocation,
  type AppNavigator,
  hrefOf,
  type NavigateOptions,
} from '../../ui/navigation/navigation';
import { keepsPageOnOwnQuery } from '../page/loaders';
import { loadRoute, type RouteState } from './route-state';

/** How the page's scroll position follows a navigation once the new page is rendered. */
export type ScrollIntent =
  /** The first render: a position saved for this entry (a reload) is restored, else the browser's. */
  | { kind: 'initial' }
  /** Back or forward: where the visitor was on that entry, else its anchor, else the top. */
  | { kind: 'restore' }
  | { kind: 'top' }
  | { kind: 'keep' };

export interface RouterSnapshot {
  location: AppLocation;
  route: RouteState;
  /** The next page is loading. */
  busy: boolean;
  scroll: ScrollIntent;
}

export interface ClientRouter {
  snapshot(): RouterSnapshot;
  subscribe(listener: (snapshot: RouterSnapshot) => void): () => void;
  navigator: AppNavigator;
  /** Where the navigation under way goes (a chunk that fails to load sends the browser there). */
  pendingHref(): string | null;
  /** Moves the page as the last snapshot asks, once it is rendered. */
  scrollAfterRender(snapshot: RouterSnapshot): void;
}

/** Session key of the scroll positions of this tab's history entries (kept across reloads). */
export const SCROLL_POSITIONS_KEY = 'site-scroll-positions';
const MAX_REDIRECTS = 10;

type Action = 'PUSH' | 'REPLACE' | 'POP';
interface EntryState {
  key?: string;
  usr?: unknown;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

function readPositions(): Record<string, number> {
  try {
    const saved = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}') as unknown;
    return saved && typeof saved === 'object' ? (saved as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * The browser's router: the history API, each navigation's loader (`loadRoute`), and the scroll
 * positions of history entries. A navigation shows the next page once its data is in (the busy
 * flag shows the loading bar meanwhile); a newer navigation supersedes one still loading. A change
 * of anchor, and the search page rewriting its own query string, load nothing. Back and forward
 * return where the visitor was; a reload too (positions are kept in session storage).
 */
export function createClientRouter(initialRoute: RouteState): ClientRouter {
  const entry = () => (history.state ?? {}) as EntryState;
  /** This entry's key, given one if it has none (a new anchor from a plain `#` link). */
  const keyOfEntry = () => {
    const state = entry();
    if (state.key) return state.key;
    const key = newKey();
    history.replaceState({ ...state, key }, '');
    return key;
  };
  const fromWindow = (): AppLocation => ({
    pathname: window.location.pathname,
    search: window.location.search,
    hash: window.location.hash,
    key: keyOfEntry(),
    state: entry().usr,
  });

  let snapshot: RouterSnapshot = {
    location: fromWindow(),
    route: initialRoute,
    busy: false,
    scroll: { kind: 'initial' },
  };
  const listeners = new Set<(s: RouterSnapshot) => void>();
  const set = (next: RouterSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener(next);
  };
  const positions = readPositions();
  let seq = 0;
  let pending: string | null = null;

  async function navigate(to: string, action: Action, options: NavigateOptions = {}, redirects = 0) {
    const url = new URL(to, window.location.href);
    if (url.origin !== window.location.origin || redirects > MAX_REDIRECTS) {
      window.location.assign(url.href);
      return;
    }
    const id = ++seq;
    const current = snapshot.location;
    positions[current.key] = window.scrollY;
    const next: AppLocation = {
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      key: action === 'POP' ? keyOfEntry() : newKey(),
      state: action === 'POP' ? entry().usr : options.state,
    };
    const anchorOnly = url.pathname === current.pathname && url.search === current.search && url.hash !== '';
    const sameRoute =
      anchorOnly || (snapshot.route.kind === 'page' && keepsPageOnOwnQuery(current.pathname, url.pathname));
    let route = snapshot.route;
    if (!sameRoute) {
      pending = hrefOf(next);
      set({ ...snapshot, busy: true });
      const outcome = await loadRoute({ url });
      if (id !== seq) return;
      pending = null;
      if (outcome.kind === 'redirect') {
        await navigate(outcome.redirect.location, action === 'POP' ? 'REPLACE' : action, {}, redirects + 1);
        return;
      }
      route = outcome;
    }
    const state: EntryState = { key: next.key, usr: next.state };
    if (action === 'PUSH') history.pushState(state, '', hrefOf(next));
    else if (action === 'REPLACE') history.replaceState(state, '', hrefOf(next));
    const scroll: ScrollIntent =
      action === 'POP'
        ? { kind: 'restore' }
        : options.preventScrollReset
          ? { kind: 'keep' }
          : { kind: 'top' };
    set({ location: next, route, busy: false, scroll });
  }

  history.scrollRestoration = 'manual';
  window.addEventListener('popstate', () => void navigate(window.location.href, 'POP'));
  window.addEventListener('pagehide', () => {
    positions[snapshot.location.key] = window.scrollY;
    try {
      sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(positions));
    } catch {
      // Storage may be full or unavailable: positions are then not kept across a reload.
    }
    // The browser's own restoration for a page left for another document.
    history.scrollRestoration = 'auto';
  });
  window.addEventListener('pageshow', () => {
    history.scrollRestoration = 'manual';
  });

  const scrollToAnchor = (hash: string) => {
    let id = hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // A malformed escape: the anchor as written.
    }
    const target = id ? document.getElementById(id) : null;
    if (!target) return false;
    target.scrollIntoView();
    return true;
  };

  return {
    snapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigator: {
      push: (to, options) => void navigate(to, 'PUSH', options),
      replace: (to, options) => void navigate(to, 'REPLACE', options),
    },
    pendingHref: () => pending,
    scrollAfterRender({ location, scroll }) {
      const saved = positions[location.key];
      switch (scroll.kind) {
        case 'initial':
          if (saved !== undefined) window.scrollTo(0, saved);
          return;
        case 'restore':
          if (saved !== undefined) window.scrollTo(0, saved);
          else if (!(location.hash && scrollToAnchor(location.hash))) window.scrollTo(0, 0);
          return;
        case 'top':
          if (!(location.hash && scrollToAnchor(location.hash))) window.scrollTo(0, 0);
          return;
        case 'keep':
          return;
      }
    },
  };
}
