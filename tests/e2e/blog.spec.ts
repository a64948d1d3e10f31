/**
 * The blog (issue 14) against the production server on the fixture backend: archive and post routes
 * in both languages, slug redirects and 404, article head tags, the visitor's whole journey by
 * keyboard (filter, show more, open, switch language, print, come back), the breakpoint rules of
 * the grid and the featured block, and the archive without JavaScript.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { axeViolations, movesOf, recordMoves, twoFrames, watchErrors } from './page-checks';

interface Article {
  id: number;
  slug: { fr: string; en: string };
  title: { fr: string; en: string };
  category: { id: number; label: { fr: string; en: string } };
  author: { name: string };
  published_at: string;
}
const { articles } = JSON.parse(fs.readFileSync(path.resolve('fixtures/data/articles.json'), 'utf8')) as {
  articles: Article[];
};
const byDate = [...articles].sort((a, b) => b.published_at.localeCompare(a.published_at));
const post = articles.find((a) => a.id === 12)!;
const frPath = `/fr/blogue/${post.slug.fr}-${post.id}`;
const enPath = `/en/blog/${post.slug.en}-${post.id}`;

/** Presses Tab until the focused element matches a CSS selector, or has that text (a button). */
async function tabTo(page: Page, target: string | { button: string }, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const hit = await page.evaluate((t) => {
      const el = document.activeElement;
      if (!el) return false;
      return typeof t === 'string'
        ? el.matches(t)
        : el.tagName === 'BUTTON' && el.textContent?.trim() === t.button;
    }, target);
    if (hit) return;
  }
  throw new Error(`Tab never reached ${JSON.stringify(target)}`);
}

const archive = (page: Page) => page.locator('[data-block-type="blog_posts_archive"]');
const cards = (page: Page) => archive(page).getByRole('article');

test.describe('routes', () => {
  test('the archive answers at /fr/blogue and /en/blog with its first six posts, newest first', async ({
    page,
  }) => {
    for (const [route, h1, locale] of [
      ['/fr/blogue', 'Blogue', 'fr'],
      ['/en/blog', 'Blog', 'en'],
    ] as const) {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(cards(page)).toHaveCount(6);
      await expect(cards(page).first().getByRole('heading')).toHaveText(byDate[0]!.title[locale]);
    }
  });

  test('a post answers in both languages with its own slug, and each links the other as alternate', async ({
    page,
  }) => {
    const errors = await watchErrors(page, { csp: true });
    for (const [route, other, locale] of [
      [frPath, enPath, 'fr'],
      [enPath, frPath, 'en'],
    ] as const) {
      expect((await page.goto(route))?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title[locale]);
      const otherLocale = locale === 'fr' ? 'en-CA' : 'fr-CA';
      await expect(page.locator(`link[rel="alternate"][hreflang="${otherLocale}"]`)).toHaveAttribute(
        'href',
        `${new URL(page.url()).origin}${other}`,
      );
    }
    expect(errors).toEqual([]);
  });

  test('a wrong slug, the other language’s slug or no slug redirects 301 to the post’s own; an unknown id is the 404 page', async ({
    request,
    page,
  }) => {
    for (const [asked, expected] of [
      [`/fr/blogue/un-ancien-titre-${post.id}?utm_source=x`, `${frPath}?utm_source=x`],
      [`/fr/blogue/${post.slug.en}-${post.id}`, frPath],
      [`/en/blog/${post.id}`, enPath],
    ] as const) {
      const response = await request.get(asked, { maxRedirects: 0 });
      expect(response.status(), asked).toBe(301);
      const location = new URL(response.headers().location ?? '', 'http://x');
      expect(location.pathname + location.search).toBe(expected);
    }
    for (const missing of ['/fr/blogue/un-article-99999', '/en/blog/not-a-post', `${enPath}/more`]) {
      expect((await request.get(missing)).status(), missing).toBe(404);
    }
    const response = await page.goto('/fr/blogue/un-article-99999');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Désolé, la page que vous cherchez est introuvable.')).toBeVisible();
  });

  test('a post’s head has og:type article, its published time and author, and BlogPosting data', async ({
    page,
  }) => {
    await page.goto(enPath);
    const meta = (property: string) => page.locator(`meta[property="${property}"]`);
    await expect(meta('og:type')).toHaveAttribute('content', 'article');
    await expect(meta('article:published_time')).toHaveAttribute('content', post.published_at);
    await expect(meta('article:author')).toHaveAttribute('content', post.author.name);
    await expect(meta('og:title')).toHaveAttribute('content', post.title.en);
    // The post's BlogPosting, beside its breadcrumbs.
    const items = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.map((s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>),
      );
    const data = items.find((item) => item['@type'] === 'BlogPosting');
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      headline: post.title.en,
      datePublished: post.published_at,
      author: { name: post.author.name },
      inLanguage: 'en-CA',
    });
  });
});

test('a visitor filters by two categories, loads more, opens a post, reads it in English, prints it and comes back to the same archive (keyboard only)', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors = await watchErrors(page, { csp: true });
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed++;
    };
  });
  await page.goto('/fr/blogue');
  await page.waitForLoadState('networkidle');

  // Two categories: the first click while all are selected keeps only that one.
  await tabTo(page, 'input[type="checkbox"][value="1"]');
  await page.keyboard.press('Space');
  await tabTo(page, 'input[type="checkbox"][value="3"]');
  await page.keyboard.press('Space');
  const boxes = archive(page).getByRole('checkbox');
  await expect(boxes).toHaveCount(5);
  const checked = async () =>
    (await boxes.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).checked))).map(Number).join('');
  expect(await checked()).toBe('10100');
  await expect(archive(page).getByRole('status')).toHaveText('6 sur 16 articles');
  await expect(page).toHaveURL(/\/fr\/blogue\?categories=1,3$/);
  for (const text of await cards(page).allInnerTexts())
    expect(text).toMatch(/Achat|Financement hypothécaire/);
  expect(await axeViolations(page)).toEqual([]);

  // Six more, at once; focus lands on the first new post.
  await tabTo(page, { button: 'Voir plus d’articles' });
  await page.keyboard.press('Enter');
  await expect(cards(page)).toHaveCount(12);
  await expect(page).toHaveURL(/\?categories=1,3&page=2$/);
  await expect(page.locator(':focus')).toContainText(
    (await cards(page).nth(6).getByRole('heading').textContent()) ?? '',
  );

  // Open that first new post with the keyboard: its link is next.
  const title = (await cards(page).nth(6).getByRole('heading').textContent()) ?? '';
  const picked = articles.find((a) => a.title.fr === title)!;
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveText(title);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/fr/blogue/${picked.slug.fr}-${picked.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(picked.title.fr);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();

  // English: the English slug of the same post.
  await tabTo(page, 'a[data-locale-switch="en"]');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/en/blog/${picked.slug.en}-${picked.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(picked.title.en);

  // Print: the button opens the print dialog; the print stylesheet shows the post alone.
  await tabTo(page, 'button[data-share="print"]');
  await expect(page.locator(':focus')).toHaveAccessibleName('Print the article');
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.site-header-area')).toBeHidden();
  await expect(page.locator('.site-footer-area')).toBeHidden();
  await expect(page.locator('[data-share-bar]')).toBeHidden();
  await expect(page.locator('[data-block-type="blog_articles_grid"]')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-post] figure img')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // Back twice: the archive with the same two categories and both pages.
  await page.goBack();
  await expect(page).toHaveURL(`/fr/blogue/${picked.slug.fr}-${picked.id}`);
  await page.goBack();
  await expect(page).toHaveURL(/\/fr\/blogue\?categories=1,3&page=2$/);
  await expect(cards(page)).toHaveCount(12);
  expect(await checked()).toBe('10100');
  await expect(archive(page).getByRole('status')).toHaveText('12 sur 16 articles');
  expect(errors).toEqual([]);
});

test('the archive URL is shareable: a fresh visit shows the same filters, order and pages', async ({
  page,
}) => {
  await page.goto('/en/blog?categories=2,4&order=asc&page=2');
  await expect(cards(page)).toHaveCount(12);
  await expect(page.getByLabel('Sort by date')).toHaveValue('asc');
  await expect(archive(page).getByRole('checkbox', { name: /^Selling/ })).toBeChecked();
  await expect(archive(page).getByRole('checkbox', { name: /^Buying/ })).not.toBeChecked();
  await expect(archive(page).getByRole('status')).toHaveText('12 of 16 articles');
  const first = await cards(page).first().locator('time').getAttribute('datetime');
  const oldest = articles
    .filter((a) => a.category.id === 2 || a.category.id === 4)
    .sort((a, b) => a.published_at.localeCompare(b.published_at))[0]!;
  expect(first).toBe(oldest.published_at);
});

test.describe('breakpoint rules', () => {
  const visible = (page: Page, type: string) =>
    page
      .locator(`[data-block-type="${type}"] article`)
      .evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent !== null).length);

  test('articles grid: 1 on a phone, 3 up to xl with the first large, 3 equal on wide screens', async ({
    page,
  }) => {
    const grid = '[data-block-type="blog_articles_grid"]';
    const width = (n: number) =>
      page
        .locator(`${grid} article`)
        .nth(n)
        .evaluate((e) => e.getBoundingClientRect().width);
    const firstWidth = () => width(0);
    const secondWidth = () => width(1);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(frPath);
    expect(await visible(page, 'blog_articles_grid')).toBe(1);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await visible(page, 'blog_articles_grid')).toBe(3);
    expect(await firstWidth()).toBeGreaterThan((await secondWidth()) * 1.5);
    await page.setViewportSize({ width: 1600, height: 900 });
    expect(await visible(page, 'blog_articles_grid')).toBe(3);
    expect(Math.round(await firstWidth())).toBe(Math.round(await secondWidth()));
  });

  test('featured post on the home page: one featured and 2 others up to xl, 3 others above', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/fr');
    expect(await visible(page, 'blog_featured_post')).toBe(3);
    await page.setViewportSize({ width: 1600, height: 900 });
    expect(await visible(page, 'blog_featured_post')).toBe(4);
    await expect(page.locator('[data-block-type="blog_featured_post"] article').first()).toContainText(
      byDate[0]!.title.fr,
    );
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the archive filters and loads more by touch-sized controls, and the post shares by keyboard', async ({
    page,
  }) => {
    await page.goto('/fr/blogue');
    await page.waitForLoadState('networkidle');
    const renovation = archive(page).getByRole('checkbox', { name: /^Rénovation/ });
    const box = await archive(page).locator('label').filter({ hasText: 'Rénovation' }).boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(24);
    // Every box is checked while all are selected: a tap keeps only that category.
    await renovation.click();
    await expect(archive(page).getByRole('status')).toHaveText('6 sur 8 articles');
    await archive(page).getByRole('button', { name: 'Voir plus d’articles' }).click();
    await expect(cards(page)).toHaveCount(8);
    await expect(archive(page).getByRole('button', { name: 'Voir plus d’articles' })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(frPath);
    await tabTo(page, 'a[data-share="facebook"]');
    const href = await page.locator(':focus').getAttribute('href');
    expect(href).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`${new URL(page.url()).origin}${frPath}`)}`,
    );
    await tabTo(page, 'a[data-share="email"]');
    await expect(page.locator(':focus')).toHaveAttribute('href', /^mailto:\?subject=/);
  });
});

test.describe('a post on a wide screen', () => {
  test.use({ viewport: { width: 1350, height: 900 } });

  test('its byline does not move when the page hydrates: the server writes how long ago it was published', async ({
    browser,
  }) => {
    // As the server sends it, JavaScript off: the relative date is there, in the byline's last item.
    const off = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1350, height: 900 },
    });
    const still = await off.newPage();
    await still.goto(frPath);
    const relative = (page: Page) =>
      page.locator('[data-post] header').getByText(/^il y a \d+ (ans?|mois|jours?)$/);
    await expect(relative(still)).toBeVisible();
    const box = (page: Page) =>
      page.locator('[data-post] header').evaluate((header) =>
        [...header.querySelectorAll('time, span, a, img')].map((el) => {
          const r = el.getBoundingClientRect();
          return `${el.tagName} ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}`;
        }),
      );
    const served = await box(still);
    await off.close();

    const context = await browser.newContext({ viewport: { width: 1350, height: 900 } });
    await recordMoves(context);
    const page = await context.newPage();
    await page.goto(frPath);
    // Hydrated (React's own key on the byline's node), then effects run and a frame is drawn.
    await page.waitForFunction(() => {
      const info = document.querySelector('[data-post] header time')?.parentElement;
      return !!info && Object.keys(info).some((k) => k.startsWith('__reactFiber$'));
    });
    await page.evaluate(twoFrames);
    await expect(relative(page)).toBeVisible();
    expect(await box(page)).toEqual(served);
    expect(await movesOf(page)).toEqual([]);
    await context.close();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the archive is a form: filters apply, "show more" is a link, and posts are readable', async ({
    page,
  }) => {
    await page.goto('/fr/blogue');
    await expect(cards(page)).toHaveCount(6);
    for (const id of ['2', '4', '5']) await archive(page).locator(`input[value="${id}"]`).uncheck();
    await archive(page).getByRole('button', { name: 'Appliquer les filtres' }).click();
    await expect(page).toHaveURL(/categories=1&categories=3/);
    await expect(archive(page).getByRole('status')).toHaveText('6 sur 16 articles');
    await archive(page).getByRole('link', { name: 'Voir plus d’articles' }).click();
    await expect(page).toHaveURL(/\?categories=1,3&page=2$/);
    await expect(cards(page)).toHaveCount(12);
    await cards(page).first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-post] h2').first()).toBeVisible();
  });
});
