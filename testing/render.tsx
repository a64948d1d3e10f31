/**
 * Test helpers for components of ui/ and blocks/: providers (locale, Lingui with the public
 * catalogs, public config), a controllable IntersectionObserver and matchMedia.
 */
import { type Messages, setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, vi } from 'vitest';
import type { PublicConfig } from '../api/config';
import type { Locale } from '../engine/schemas';
import { messages as en } from '../locales/public-en';
import { messages as fr } from '../locales/public-fr';
import { LocaleProvider } from '../stores/locale';
import { FALLBACK_PUBLIC_CONFIG, PublicConfigContext } from '../stores/public-config';
import type { SiteData } from '../stores/site-data';

const CATALOGS: Record<Locale, Messages> = { fr, en };

/** A page's fallback config, with the core API and the assets at addresses of their own. */
export const TEST_CONFIG: PublicConfig = {
  ...FALLBACK_PUBLIC_CONFIG,
  coreApiUrl: '/core',
  assetsBaseUrl: 'https://cms.example.com/assets/',
};

/** The fixture backend's broker site, as the server hands it to a page (its core API key, a captcha key). */
export const TEST_SITE: SiteData = {
  siteId: '101',
  siteType: 'broker',
  micrositeId: 'julie-tremblay',
  siteKey: 'pk_fixture_broker',
  recaptchaSiteKey: 'local-captcha-site-key',
  production: false,
  alternatePaths: [],
  variant: null,
};

export interface ProviderOptions {
  locale?: Locale;
  config?: PublicConfig;
}

/** `node` inside the site's providers: the locale, Lingui with the real public catalogs, the public config. */
export function withProviders(
  node: ReactElement,
  { locale = 'fr', config = TEST_CONFIG }: ProviderOptions = {},
) {
  const i18n = setupI18n({ locale, messages: { [locale]: CATALOGS[locale] } });
  return (
    <I18nProvider i18n={i18n}>
      <PublicConfigContext.Provider value={config}>
        <LocaleProvider locale={locale}>{node}</LocaleProvider>
      </PublicConfigContext.Provider>
    </I18nProvider>
  );
}

export function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}) {
  const wrap = (node: ReactElement) => withProviders(node, options);
  const result = render(wrap(ui));
  return { ...result, rerender: (next: ReactElement) => result.rerender(wrap(next)) };
}

type Callback = (entries: IntersectionObserverEntry[]) => void;
const observers = new Set<{ callback: Callback; targets: Set<Element> }>();

/** Installs a fake IntersectionObserver; `setIntersecting(el, bool)` fires it for an element. */
export function installIntersectionObserver(): void {
  observers.clear();
  class FakeObserver {
    private entry: { callback: Callback; targets: Set<Element> };
    constructor(callback: Callback) {
      this.entry = { callback, targets: new Set() };
      observers.add(this.entry);
    }
    observe(el: Element) {
      this.entry.targets.add(el);
    }
    unobserve(el: Element) {
      this.entry.targets.delete(el);
    }
    disconnect() {
      observers.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
}

export function setIntersecting(target: Element, isIntersecting: boolean): void {
  for (const { callback, targets } of [...observers]) {
    for (const el of targets)
      if (el === target || el.contains(target) || target.contains(el))
        callback([
          {
            target: el,
            isIntersecting,
            intersectionRatio: isIntersecting ? 1 : 0,
          } as IntersectionObserverEntry,
        ]);
  }
}

/** Installs matchMedia answering `matches` for queries that contain `match` (e.g. 'reduce'). */
export function installMatchMedia(matching: (query: string) => boolean = () => false): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matching(query),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

/** Installs a ResizeObserver that observes nothing: jsdom has none and lays nothing out. */
export function installResizeObserver(): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}

/**
 * For a file of carousel tests: before each test, the IntersectionObserver, matchMedia and
 * ResizeObserver that embla and the blocks that fade in need and jsdom lacks; after it, those
 * globals removed (and, with `restoreMocks`, every spy restored).
 */
export function stubCarouselBrowser({ restoreMocks = false }: { restoreMocks?: boolean } = {}): void {
  beforeEach(() => {
    installIntersectionObserver();
    installMatchMedia();
    installResizeObserver();
  });
  afterEach(() => {
    if (restoreMocks) vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
}

type ActFlag = { IS_REACT_ACT_ENVIRONMENT?: boolean };

/**
 * A root that renders with React's own scheduler, as in the browser, not inside `act()`: `commit`
 * renders synchronously and returns after that one commit, so that a test sees what the commit did
 * and, by waiting, what came after it (a transition, an effect's update). `unmount` removes the
 * root and gives `act()` back its flag.
 */
export function schedulerRoot() {
  const flag = globalThis as ActFlag;
  const saved = flag.IS_REACT_ACT_ENVIRONMENT;
  flag.IS_REACT_ACT_ENVIRONMENT = false;
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  return {
    host,
    commit(node: ReactElement): void {
      flushSync(() => root.render(node));
    },
    unmount(): void {
      root.unmount();
      host.remove();
      flag.IS_REACT_ACT_ENVIRONMENT = saved;
    },
  };
}
