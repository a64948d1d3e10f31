// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  addModuleHints,
  assetsLink,
  hintBlockModule,
  loadStylesheets,
  modulePreloadsOf,
  preloadModules,
  stylesheetsOf,
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

  it('read the scripts and stylesheets of the next page from its data answer’s Link header', () => {
    const files = ['/assets/ContactFormBlock-d.js', '/assets/core-client-e.js'];
    const styles = ['/assets/ContactFormBlock-f.css'];
    expect(modulePreloadsOf(assetsLink(files, styles))).toEqual(files);
    expect(stylesheetsOf(assetsLink(files, styles))).toEqual(styles);
    expect(
      modulePreloadsOf('</assets/a.css>; rel=preload; as=style, <https://x.example/a.js>; rel=modulepreload'),
    ).toEqual([]);
    expect(stylesheetsOf('<//x.example/a.css>; rel=stylesheet, </assets/a.js>; rel=stylesheet')).toEqual([]);
    expect(modulePreloadsOf(null)).toEqual([]);
    expect(stylesheetsOf(null)).toEqual([]);
    preloadModules(modulePreloadsOf(assetsLink(files)));
    expect(linked()).toEqual(files);
  });

  it('add the stylesheets a block type needs and the document lacks, and wait until they have loaded', async () => {
    document.head.innerHTML = '<style data-href="/assets/ContentLink-g.css"></style>';
    addModuleHints({
      hero_slider: ['/assets/HeroSlider-h.js', '/assets/HeroSlider-i.css', '/assets/ContentLink-g.css'],
    });
    let done = false;
    const hinted = hintBlockModule('hero_slider').then(() => {
      done = true;
    });
    const sheets = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    // The one the server inlined is not fetched again.
    expect(sheets.map((l) => l.getAttribute('href'))).toEqual(['/assets/HeroSlider-i.css']);
    await Promise.resolve();
    expect(done).toBe(false);
    sheets[0]!.dispatchEvent(new Event('load'));
    await hinted;
    expect(done).toBe(true);
    // Asked again (another block of the type, a later page): the same sheet, not a second one.
    await loadStylesheets(['/assets/HeroSlider-i.css', 'https://evil.example/x.css']);
    expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
  });

  it('let a block render when its stylesheet fails to load', async () => {
    const loading = loadStylesheets(['/assets/Broken-j.css']);
    document.head.querySelector('link[href="/assets/Broken-j.css"]')!.dispatchEvent(new Event('error'));
    await expect(loading).resolves.toBeUndefined();
  });
});
