/**
 * The property iframe block in a real browser, on the broker fixture's external-search
 * page, whose frame shows the fixture's stand-in search page (api/fixture/property-search-page.ts):
 * the query it receives, its height following the page's messages, the CSP that allows it, axe.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { FRENCH_EXAMPLE_FRAME_QUERY } from '../property-frame';
import { expectNoAxeViolations, watchErrors } from './page-checks';

const PATHS = { fr: '/fr/recherche-externe', en: '/en/external-search' } as const;
const BLOCK = '[data-block-type="property_iframe"]';
const MORE = { fr: 'Afficher plus de résultats', en: 'Show more results' } as const;

const parsePolicy = (header: string | undefined) =>
  Object.fromEntries(
    (header ?? '').split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/);
      return [name, values];
    }),
  );

/** The frame, scrolled into view (it loads lazily) and loaded: its button is there. */
async function openFrame(page: Page, locale: 'fr' | 'en') {
  const iframe = page.locator(`${BLOCK} iframe`);
  await iframe.scrollIntoViewIfNeeded();
  const frame = page.frameLocator(`${BLOCK} iframe`);
  await expect(frame.getByRole('button', { name: MORE[locale] })).toBeVisible();
  return { iframe, frame };
}

const heightOf = (iframe: Locator) => iframe.evaluate((el) => el.getBoundingClientRect().height);

test('the frame shows the local search page of the locale with the default query and this page as shareUrl', async ({
  page,
}) => {
  const problems = await watchErrors(page, { csp: true });
  await page.goto(`${PATHS.fr}?ville=laval`);
  const { iframe, frame } = await openFrame(page, 'fr');
  const src = new URL((await iframe.getAttribute('src'))!, page.url());
  expect(src.pathname).toBe('/fixture-iframe/property-search');
  expect(Object.fromEntries(src.searchParams)).toEqual(FRENCH_EXAMPLE_FRAME_QUERY);
  await expect(iframe).toHaveAttribute('title', 'Recherche de propriétés');
  await expect(iframe).toHaveAttribute('loading', 'lazy');
  // What the framed page itself read from its query string.
  await expect(frame.locator('#q-model')).toHaveText('v5');
  await expect(frame.locator('#q-shareUrl')).toHaveText('/fr/recherche-externe?ville=laval');
  const link = page.locator(BLOCK).getByRole('link', { name: 'Ouvrir la recherche dans un nouvel onglet' });
  await expect(link).toHaveAttribute('href', (await iframe.getAttribute('src'))!);
  await expect(link).toHaveAttribute('target', '_blank');
  expect(problems).toEqual([]);
});

test('the frame takes the height its page reports, and grows when the page does', async ({ page }) => {
  const problems = await watchErrors(page, { csp: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(PATHS.en);
  const { iframe, frame } = await openFrame(page, 'en');
  const innerHeight = () => frame.locator('html').evaluate((el) => el.scrollHeight);
  // The first report: the frame is exactly as tall as its page (no scroll bar inside).
  await expect.poll(async () => (await heightOf(iframe)) === (await innerHeight())).toBe(true);
  const before = await heightOf(iframe);

  await frame.getByRole('button', { name: MORE.en }).click();
  await expect.poll(() => heightOf(iframe)).toBeGreaterThan(before + 300);
  await expect.poll(async () => (await heightOf(iframe)) === (await innerHeight())).toBe(true);
  const grown = await heightOf(iframe);

  // A height message from any other window (here the page itself, same origin) is ignored.
  await page.evaluate(() => window.postMessage({ id: 'remaxIframeHeight', height: 5000 }, '*'));
  await page.waitForTimeout(200);
  expect(await heightOf(iframe)).toBe(grown);
  expect(problems).toEqual([]);
});

for (const [locale, path] of Object.entries(PATHS) as ['fr' | 'en', string][]) {
  test(`${path}: no axe violation, the frame's page included`, async ({ page }) => {
    // axe takes several seconds on a busy 2-core machine, as in the other specs.
    test.setTimeout(90_000);
    const problems = await watchErrors(page);
    await page.goto(path);
    await openFrame(page, locale);
    // The frame is loaded (openFrame waited for it); a quiet network is waited for a while only:
    // under two test runs at once it once never came within the test's 90 s.
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });
}

test('the page’s CSP allows the configured frame origin, and the framed page may be framed by this site only', async ({
  request,
}) => {
  const policy = parsePolicy((await request.get(PATHS.fr)).headers()['content-security-policy']);
  // The fixture backend's configuration: this site itself ('self'), no other host added.
  expect(policy['frame-src']).toContain("'self'");
  expect(policy['frame-src']).not.toContain('*');
  const framed = (await request.get('/fixture-iframe/property-search?lang=fr')).headers();
  expect(parsePolicy(framed['content-security-policy'])['frame-ancestors']).toEqual(["'self'"]);
  expect(framed['x-frame-options']).toBe('SAMEORIGIN');
});

test('from a window width of 1500 the frame hangs 90 px over the next block; narrower, not at all', async ({
  page,
}) => {
  const nextOverlap = () =>
    page
      .locator(`main#main > ${BLOCK} + .block`)
      .evaluate((el) => (el as HTMLElement).style.getPropertyValue('--overlap-top'));
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.goto(PATHS.fr);
  const { iframe } = await openFrame(page, 'fr');
  await expect.poll(nextOverlap).toBe('90px');
  const next = page.locator(`main#main > ${BLOCK} + .block`);
  const frameBottom = await iframe.evaluate((el) => el.getBoundingClientRect().bottom);
  const nextTop = await next.evaluate((el) => el.getBoundingClientRect().top);
  expect(Math.round(frameBottom - nextTop)).toBe(90);

  await page.setViewportSize({ width: 1499, height: 900 });
  await expect.poll(nextOverlap).toBe('0px');
});
