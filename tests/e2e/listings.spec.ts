/**
 * The listing blocks (issue 12) in a real browser against the production server on the fixture
 * backend: the broker home's listings beside their map (popups from the list and from the map by
 * keyboard, the 2-listing rule at xl, see all to the search with the same filters), its featured
 * carousel, the agency home's sold map, the examples' filler and one-property layouts in the QA
 * gallery, axe on both homes, and the scripts of blocks further down loaded only when needed.
 */
import { expect, type Page, test } from '@playwright/test';
import { AGENCY_SITE, secondSite } from '../../testing/second-site';
import { expectNoAxeViolations, openAt, tabTo, visitWholePage, watchErrors } from './page-checks';

const BROSSARD = '58007';

const listingBlock = (page: Page) => page.locator('.block[data-block-type="properties_listing"]');
const cards = (page: Page) => listingBlock(page).locator('article[data-hover-id]');

/** The fixture core API's count for a query, as the search page asks it. */
async function backendCount(page: Page, query: string): Promise<number> {
  const response = await page.request.get(
    `/fixture-api/core/api/swc/julie-tremblay/properties?format=count&${query}`,
    { headers: { 'X-Site-Key': 'pk_fixture_broker' } },
  );
  return ((await response.json()) as { total: number }).total;
}

test('the broker home shows the broker’s listings; see all leads to the search with the same filters', async ({
  page,
}) => {
  const errors = await watchErrors(page);
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.goto('/fr');
  const block = listingBlock(page);
  await expect(block.getByRole('heading', { name: 'Mes propriétés à vendre à Brossard' })).toBeVisible();
  // Above xl every listing shows; the cards are Brossard's newest.
  await expect(cards(page)).toHaveCount(4);
  for (const card of await cards(page).all()) {
    await expect(card).toBeVisible();
    await expect(card).toContainText('Brossard');
  }
  const total = await backendCount(page, `mun=${BROSSARD}`);
  await block.getByRole('link', { name: 'Voir toutes les propriétés' }).click();
  await expect(page).toHaveURL(`/fr/proprietes?mun=${BROSSARD}`);
  await expect(page.getByRole('button', { name: 'Retirer Brossard' })).toBeVisible();
  await expect(page.locator('main p[aria-live="polite"][aria-atomic="true"]')).toHaveText(
    `${total} propriétés`,
  );
  expect(errors).toEqual([]);
});

test('at xl and below only the first 2 listings show', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en');
  await expect(cards(page)).toHaveCount(4);
  await expect(cards(page).nth(0)).toBeVisible();
  await expect(cards(page).nth(1)).toBeVisible();
  await expect(cards(page).nth(2)).toBeHidden();
  await expect(cards(page).nth(3)).toBeHidden();
});

test('by keyboard: a focused listing opens its popup on the map; a marker opens its own', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.goto('/en');
  const block = listingBlock(page);
  await block.scrollIntoViewIfNeeded();
  const map = block.getByRole('region', { name: 'Map: My properties for sale in Brossard' });
  await expect(map.locator('.leaflet-container')).toBeAttached();
  // The visitor sees the map's markers before reaching for the list.
  await expect(map.locator('[data-key]').first()).toBeAttached({ timeout: 30_000 });
  // From the list: Tab to the second card's link; its property's popup opens with its details.
  const second = cards(page).nth(1);
  const id = await second.getAttribute('data-hover-id');
  await tabTo(page, second.getByRole('link'));
  const popup = map.locator('.leaflet-popup');
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('link')).toHaveAttribute('href', new RegExp(`/en/properties/.+-${id}$`));
  await expect(map.locator('[data-active]')).toHaveCount(1);
  // Leaving the list closes its popup.
  await tabTo(page, map.getByRole('button', { name: 'Activate the interactive map' }));
  await expect(map.locator('.leaflet-popup')).toHaveCount(0);
  // From the map: Enter on the gate hands the focus to the map's first marker or group.
  await page.keyboard.press('Enter');
  await expect(map.locator('[data-key]:focus')).toHaveCount(1);
  // Enter on a cluster zooms in and keeps the focus on the map; Enter on a marker opens its popup.
  // A cluster's zoom redraws the markers when it ends: press only once the map has settled.
  const settled = () => expect(map.locator('.leaflet-container')).not.toHaveClass(/leaflet-zoom-anim/);
  for (let i = 0; i < 8 && (await map.locator('.leaflet-popup').count()) === 0; i++) {
    await settled();
    await page.keyboard.press('Enter');
    await page.waitForTimeout(500);
    await settled();
    const focused = map.locator('[data-key]:focus');
    if ((await focused.count()) === 0) await map.locator('[data-key]').first().focus();
  }
  await expect(map.locator('.leaflet-popup')).toBeVisible();
  await expect(map.locator('.leaflet-popup')).toContainText(/sq\. ft\./);
});

test('the featured carousel wraps with its arrows, pauses on focus and ends on a see-more card', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/fr');
  const block = page.locator('.block[data-block-type="properties_featured_carousel"]');
  await block.scrollIntoViewIfNeeded();
  const carousel = block.getByRole('region', { name: 'Maisons de prestige sur la Rive-Sud' });
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carrousel');
  const slides = carousel.getByRole('group');
  await expect(slides).toHaveCount(7);
  const seeMore = slides.last().getByRole('link', { name: 'Voir plus de propriétés' });
  await expect(seeMore).toHaveAttribute(
    'href',
    /^\/fr\/proprietes\?mun=58007%2C58227%2C58033&type=maison&price_min=900000$/,
  );
  // Focus inside holds the autoplay; the previous arrow from the first slide goes to the last.
  const previous = carousel.getByRole('button', { name: 'Précédent' });
  await previous.focus();
  await expect(carousel).toHaveAttribute('data-playing', 'false');
  await previous.press('Enter');
  await expect(slides.last()).toHaveAttribute('data-selected', 'true');
});

test.describe('agency site', () => {
  const agency = secondSite(AGENCY_SITE);

  test('the agency home shows its sold properties on a map, with their text and call to action', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = await watchErrors(page);
    await page.goto(`${agency.url}/en`);
    const block = page.locator('.block[data-block-type="properties_sold"]');
    await expect(block.getByRole('heading', { name: 'Our sold properties' })).toBeAttached();
    await block.scrollIntoViewIfNeeded();
    await expect(block.getByRole('link', { name: 'Have my property valued' })).toBeVisible();
    const map = block.getByRole('region', { name: 'Map: Our sold properties' });
    await expect.poll(() => map.locator('[data-key]').count()).toBeGreaterThan(0);
    // A marker's popup comes from the data sent with the page: a click shows the property.
    await map.getByRole('button', { name: 'Activate the interactive map' }).click();
    for (let i = 0; i < 6 && (await map.locator('.leaflet-popup').count()) === 0; i++) {
      await map.locator('[data-key]').first().click();
      await page.waitForTimeout(400);
    }
    await expect(map.locator('.leaflet-popup')).toContainText(/sq\. ft\./);
    await visitWholePage(page);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});

test('the QA gallery shows the one-property layout and the filler card after exactly 3 listings', async ({
  page,
}) => {
  await page.goto('/qa/gallery?block=properties_listing');
  await expect(page.locator('[data-layout="single"]')).toHaveCount(1);
  const filler = page.locator('[data-extra="filler"]');
  await expect(filler).toHaveCount(1);
  await expect(filler).toContainText('Vous voulez visiter une autre propriété ?');
});

test('axe finds nothing on the broker home with its listing blocks', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/fr');
  await visitWholePage(page);
  await expectNoAxeViolations(page);
});

test('scripts of blocks further down load only as the visitor nears them, and then work', async ({
  page,
}) => {
  const errors = await watchErrors(page);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await openAt(page, '/fr', { width: 1280, height: 800 });
  const loaded = () => scripts.some((s) => /\/FeaturedProperties-/.test(s));
  expect(loaded(), 'the featured carousel’s script before scrolling').toBe(false);
  const carousel = page.locator('.block[data-block-type="properties_featured_carousel"]');
  // The server's HTML is there, readable, before its script.
  await expect(carousel.getByRole('heading', { name: 'Maisons de prestige sur la Rive-Sud' })).toBeAttached();
  // What its module imports is named in the page (module hints), to be fetched beside it.
  const hinted = await page.evaluate(
    () =>
      (window as { __MODULE_HINTS__?: Record<string, string[]> }).__MODULE_HINTS__
        ?.properties_featured_carousel ?? [],
  );
  expect(
    hinted.some((s) => /\/ListingCarousel-/.test(s)),
    'the carousel’s imports in the hints',
  ).toBe(true);
  await carousel.scrollIntoViewIfNeeded();
  await expect.poll(loaded).toBe(true);
  const linked = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) =>
        l.getAttribute('href'),
      ),
    );
  await expect
    .poll(async () => {
      const now = await linked();
      return hinted.filter((s) => !now.includes(s));
    })
    .toEqual([]);
  const slides = carousel.getByRole('group');
  await expect(async () => {
    await carousel.getByRole('button', { name: 'Suivant' }).click();
    await expect(slides.nth(0)).not.toHaveAttribute('data-selected', 'true', { timeout: 1000 });
  }).toPass();
  expect(errors).toEqual([]);
});
