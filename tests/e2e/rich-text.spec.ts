/**
 * Rich text is sanitised once, by the server (docs/decisions/027-rich-text-sanitised-once.md): a
 * first load hydrates the server's markup and loads no DOMPurify; a client navigation loads it and
 * renders the next page's rich text sanitised.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { watchErrors } from './page-checks';

interface Article {
  id: number;
  slug: { fr: string };
  content: { fr: string };
}
const { articles } = JSON.parse(fs.readFileSync(path.resolve('fixtures/data/articles.json'), 'utf8')) as {
  articles: Article[];
};
// A post whose text has headings.
const post = articles.find((a) => a.content.fr.includes('<h2>'))!;
const postPath = `/fr/blogue/${post.slug.fr}-${post.id}`;

const isSanitizer = (url: string) => /\/assets\/sanitize-[^/]*\.js$/.test(new URL(url).pathname);

test("a post's rich text is hydrated from the server's markup without DOMPurify; a client navigation loads it for the next page", async ({
  page,
}) => {
  const errors = await watchErrors(page, { csp: true });
  const hydration: string[] = [];
  page.on('console', (msg) => {
    if (/hydrat/i.test(msg.text())) hydration.push(msg.text());
  });
  const sanitizers: string[] = [];
  page.on('request', (request) => {
    if (isSanitizer(request.url())) sanitizers.push(request.url());
  });

  await page.goto(postPath);
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => Object.keys(document).some((k) => k.startsWith('__reactContainer')));
  const text = page.locator('main .richtext').first();
  await expect(text).toHaveAttribute('data-rich', /^[0-9a-z]+-[0-9a-z]+$/);
  await expect(text.locator('h2').first()).toBeVisible();
  // Hydrated: React owns the node, and kept the server's markup.
  expect(await text.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber')))).toBe(true);
  expect(sanitizers).toEqual([]);

  await page.evaluate(() => {
    (window as { stayed?: boolean }).stayed = true;
  });
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Accueil', exact: true })
    .click();
  await expect(page).toHaveURL(/\/fr$/);
  // The home page's rich text (a heading and a list) was rendered and sanitised in the browser.
  await expect(page.locator('main .richtext h3').first()).toBeVisible();
  await expect(page.locator('main .richtext ul li').first()).toBeVisible();
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
  expect(sanitizers).toHaveLength(1);
  expect(errors).toEqual([]);
  expect(hydration).toEqual([]);
});
