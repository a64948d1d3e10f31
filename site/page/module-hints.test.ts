// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  addModuleHints,
  hintBlockModule,
  modulePreloadLink,
  modulePreloadsOf,
  preloadModules,
} from './module-hints';

const linked = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) =>
    l.getAttribute('href'),
  );

afterEach(() => {
  document.head.innerHTML = '';
});

describe('module hints', () => {
  it('fetch the scripts of a block type when its module is about to load, each once', () => {
    addModuleHints({ content_statistics: ['/assets/Statistics-a.js', '/assets/counter-b.js'] });
    expect(linked()).toEqual([]);
    hintBlockModule('content_statistics');
    expect(linked()).toEqual(['/assets/Statistics-a.js', '/assets/counter-b.js']);
    hintBlockModule('content_statistics');
    hintBlockModule('content_unknown');
    expect(linked()).toHaveLength(2);
  });

  it('skip what the server already preloads, and never fetch from elsewhere', () => {
    document.head.innerHTML = '<link rel="modulepreload" href="/assets/HeaderFrame-c.js">';
    addModuleHints({
      header_classic: ['/assets/HeaderFrame-c.js', 'https://evil.example/x.js', '//evil.example/y.js'],
      bad: 'not a list' as never,
    });
    hintBlockModule('header_classic');
    hintBlockModule('bad');
    expect(linked()).toEqual(['/assets/HeaderFrame-c.js']);
    addModuleHints(undefined);
  });

  it('read the scripts of the next page from its data answer’s Link header', () => {
    const files = ['/assets/ContactFormBlock-d.js', '/assets/core-client-e.js'];
    expect(modulePreloadsOf(modulePreloadLink(files))).toEqual(files);
    expect(
      modulePreloadsOf('</assets/a.css>; rel=preload; as=style, <https://x.example/a.js>; rel=modulepreload'),
    ).toEqual([]);
    expect(modulePreloadsOf(null)).toEqual([]);
    preloadModules(modulePreloadsOf(modulePreloadLink(files)));
    expect(linked()).toEqual(files);
  });
});
