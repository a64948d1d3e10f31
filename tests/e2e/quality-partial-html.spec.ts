/**
 * Every page of the fixture site on a phone (Lighthouse's, 412 px) as a slow network hands it over:
 * the HTML cut at twelve points, painted, then given the rest. Nothing drawn may move when the rest
 * comes (a layout shift, the CLS 0 of issue 16). The search page's toolbar has its own, finer test
 * (search.spec.ts).
 */
import { expect, test } from '@playwright/test';
import { movesWhenReadInParts, recordMovesWithoutScripts } from './page-checks';
import { blogPostPaths, onePathPerPage } from './quality-routes';

const CUTS = 12;

const BLOG_POST = blogPostPaths()[0] ?? '';

for (const path of onePathPerPage(['/fr', '/en/contact', BLOG_POST].filter(Boolean)))
  test(`${path}: nothing moves when the page arrives in parts`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const html = await (await fetch(`${baseURL}${path}`)).text();
    const start = html.indexOf('<body');
    const end = html.indexOf('</main>');
    expect(start, 'a body').toBeGreaterThan(0);
    expect(end, 'a main element').toBeGreaterThan(start);
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    await recordMovesWithoutScripts(context);
    const page = await context.newPage();
    // Evenly through the body, each before the element it falls in.
    for (let k = 1; k <= CUTS; k++) {
      const cut = html.lastIndexOf('<', start + Math.round(((end - start) * k) / (CUTS + 1)));
      const moves = await movesWhenReadInParts(page, baseURL ?? '', path, cut);
      expect(moves, `cut ${k} of ${CUTS}, before ${html.slice(cut, cut + 50)}`).toEqual([]);
    }
    await context.close();
  });
