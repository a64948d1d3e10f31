/**
 * Blocks past a page's first screen are laid out as they near the viewport until the visitor first
 * scrolls (site/page/below-fold.ts, decision 033): a phone's first paint no longer waits for the
 * layout of the whole page. The first scroll lays out everything, and a load that may restore a
 * scroll position, or a page reached by a client navigation, is laid out whole: the visitor lands
 * where they were.
 */
import { expect, type Page, test } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 } });

const blocks = (page: Page) => page.locator('main > .block');
const visibility = (page: Page, index: number) =>
  blocks(page)
    .nth(index)
    .evaluate((el) => getComputedStyle(el).contentVisibility);

test('the home page lays out its first screen at once and the rest at the first scroll', async ({ page }) => {
  await page.goto('/fr');
  const count = await blocks(page).count();
  expect(count).toBeGreaterThan(6);
  expect(await visibility(page, 0)).toBe('visible');
  expect(await visibility(page, 1)).toBe('visible');
  const last = count - 1;
  expect(await visibility(page, last)).toBe('auto');
  // Its text is in the page all the same (readable, searchable, in the accessibility tree).
  await expect(blocks(page).nth(last)).not.toBeEmpty();

  await page.mouse.wheel(0, 300);
  await expect.poll(() => visibility(page, last)).toBe('visible');
  for (let i = 2; i < count; i++) expect(await visibility(page, i)).toBe('visible');
});

test('a reload lands on the block the visitor was reading, every block laid out', async ({ page }) => {
  await page.goto('/fr');
  const count = await blocks(page).count();
  const target = blocks(page).nth(count - 3);
  await target.scrollIntoViewIfNeeded();
  await target.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  const top = () =>
    blocks(page)
      .nth(count - 3)
      .evaluate((el) => Math.round(el.getBoundingClientRect().top));
  expect(Math.abs(await top())).toBeLessThanOrEqual(1);
  await page.reload();
  await expect.poll(() => page.evaluate(() => 'fullLayout' in document.documentElement.dataset)).toBe(true);
  for (let i = 2; i < count; i++) expect(await visibility(page, i)).toBe('visible');
  // Where it was: its top at the top of the screen, within a pixel.
  await expect.poll(async () => Math.abs(await top())).toBeLessThanOrEqual(1);
});

test('a page reached by a client navigation is laid out whole', async ({ page }) => {
  await page.goto('/fr/contact');
  // The router in place first: a click before the scripts have run is the browser's own
  // navigation, a fresh load laid out as any other.
  await page.waitForFunction(() => Object.keys(document).some((k) => k.startsWith('__reactContainer')));
  await page.evaluate(() => {
    (window as { stayed?: boolean }).stayed = true;
  });
  await page.getByRole('banner').getByRole('link', { name: 'Accueil' }).first().click();
  await expect(page).toHaveURL(/\/fr$/);
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed), 'a navigation in the page').toBe(
    true,
  );
  await expect(blocks(page).nth(4)).toBeAttached();
  const count = await blocks(page).count();
  for (let i = 2; i < count; i++) expect(await visibility(page, i)).toBe('visible');
});

test('the search page lays out its first rows of results at once and the rest at the first scroll', async ({
  page,
}) => {
  await page.goto('/fr/proprietes');
  const cards = page.getByRole('list', { name: 'Résultats' }).locator(':scope > li');
  const count = await cards.count();
  expect(count).toBeGreaterThan(8);
  const cardVisibility = (index: number) =>
    cards.nth(index).evaluate((el) => getComputedStyle(el).contentVisibility);
  for (let i = 0; i < 6; i++) expect(await cardVisibility(i)).toBe('visible');
  expect(await cardVisibility(count - 1)).toBe('auto');
  // The cards set aside keep no width of their own: the page is as wide as the room the screen
  // gives it (the body's width: the window's, less the scrollbar's gutter where one is kept).
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.body.clientWidth)).toBe(0);
  // The last card's text is in the page all the same.
  await expect(
    cards
      .nth(count - 1)
      .getByRole('heading')
      .first(),
  ).not.toBeEmpty();

  await page.mouse.wheel(0, 300);
  await expect.poll(() => cardVisibility(count - 1)).toBe('visible');
});

test("the footer's images are fetched as the visitor nears them, never preloaded with the page", async ({
  page,
}) => {
  const html = await (await page.request.get('/fr')).text();
  const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
  const sources = [...footer.matchAll(/<img [^>]*src="([^"]+)"/g)].map((m) => m[1]!);
  // The logo and the "powered by" image of the home page's footer.
  expect(sources.length).toBeGreaterThanOrEqual(2);
  for (const tag of footer.match(/<img [^>]*>/g) ?? []) expect(tag).toContain('loading="lazy"');
  const preloaded = [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map((m) => m[1]!);
  expect(preloaded.length, 'the first screen still preloads its own images').toBeGreaterThan(0);
  for (const src of sources) expect(preloaded).not.toContain(src);

  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto('/fr');
  await page.waitForLoadState('load');
  for (const src of sources) expect(fetched, `${src} fetched at the top of the page`).not.toContain(src);
  // The visitor goes to the footer and stays there: blocks above it that are still loading may push
  // it down once, as a visitor would see, so the poll brings it back into view each time.
  const footerBox = page.locator('footer');
  for (const src of sources)
    await expect
      .poll(async () => {
        await footerBox.scrollIntoViewIfNeeded();
        return fetched;
      })
      .toContain(src);
  for (const image of await page.locator('footer img').all())
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
});
