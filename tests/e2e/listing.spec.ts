/**
 * Listing pages (issue 50) in a real browser against the production server on the fixture
 * backend: from the home page's search bar to a listing and back to the same results (filters,
 * loaded pages, scroll) by mouse and by keyboard in both languages; the page without scripts, its
 * schema.org data, its statuses, the gallery, the print sheet, the locale switch, and a contact
 * request about the listing reaching the core API.
 */
import { expect, type Page, test } from '@playwright/test';
import {
  expectNoAxeViolations,
  pickCityByKeyboard,
  pickCityByMouse,
  tabTo,
  watchErrors,
} from './page-checks';

const LISTING = {
  fr: '/fr/proprietes/maison-a-vendre-saint-constant-10002280',
  en: '/en/properties/house-for-sale-saint-constant-10002280',
} as const;
const SEARCH = { fr: '/fr/proprietes', en: '/en/properties' } as const;
const LAVAL = '65005';

const cards = (page: Page) => page.locator('main').getByRole('article');

for (const locale of ['fr', 'en'] as const) {
  const t = {
    fr: { city: 'Municipalités', find: 'Trouver', back: 'Retour aux résultats' },
    en: { city: 'Municipalities', find: 'Find', back: 'Back to the results' },
  }[locale];

  /** The results of Laval, two pages loaded, scrolled to the 31st card: its id and the scroll. */
  async function resultsScrolledToCard31(page: Page) {
    await expect(page).toHaveURL(`${SEARCH[locale]}?mun=${LAVAL}`);
    await expect(cards(page)).toHaveCount(25);
    await cards(page).last().scrollIntoViewIfNeeded();
    await expect(cards(page)).toHaveCount(50);
    const target = cards(page).nth(30);
    await target.scrollIntoViewIfNeeded();
    return { target, id: await target.getAttribute('data-hover-id') };
  }

  async function expectSameResults(page: Page, id: string | null, y: number) {
    await expect(page).toHaveURL(`${SEARCH[locale]}?mun=${LAVAL}`);
    await expect(cards(page)).toHaveCount(50);
    await expect(cards(page).nth(30)).toHaveAttribute('data-hover-id', id!);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(y - 60);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - y)).toBeLessThan(60);
  }

  test(`${locale}: search bar → listing → back to the same results, by mouse`, async ({ page }) => {
    const problems = await watchErrors(page);
    await page.goto(`/${locale}`);
    await pickCityByMouse(page, t.city, 'Laval');
    await page.getByRole('link', { name: t.find, exact: true }).click();
    const { target, id } = await resultsScrolledToCard31(page);
    const y = await page.evaluate(() => window.scrollY);
    await target.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${SEARCH[locale]}/.+-${id}$`));
    await expect(page.locator(`article[data-listing="${id}"] h1`)).toBeVisible();
    await page.getByRole('link', { name: t.back }).click();
    await expectSameResults(page, id, y);
    expect(problems).toEqual([]);
  });

  test(`${locale}: search bar → listing → back to the same results, by keyboard only`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`/${locale}`);
    await pickCityByKeyboard(page, t.city, 'Laval');
    await tabTo(page, page.getByRole('link', { name: t.find, exact: true }));
    await page.keyboard.press('Enter');
    await expect(cards(page)).toHaveCount(25);
    // Tabbing down the cards brings the end of the list into view: the next page loads.
    await tabTo(page, cards(page).nth(24).getByRole('link'), 200);
    await expect(cards(page)).toHaveCount(50);
    await tabTo(page, cards(page).nth(30).getByRole('link'));
    const id = await cards(page).nth(30).getAttribute('data-hover-id');
    const y = await page.evaluate(() => window.scrollY);
    await page.keyboard.press('Enter');
    await expect(page.locator(`article[data-listing="${id}"] h1`)).toBeVisible();
    await tabTo(page, page.getByRole('link', { name: t.back }));
    await page.keyboard.press('Enter');
    await expectSameResults(page, id, y);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const locale of ['fr', 'en'] as const) {
    test(`${locale}: the facts, price, address and first photo are in the page`, async ({ page }) => {
      await page.goto(LISTING[locale]);
      const main = page.locator('main article[data-listing="10002280"]');
      await expect(main.locator('h1')).toContainText('3475, avenue des Geais-Bleus, Saint-Constant');
      await expect(main.locator('[data-listing-price]')).toHaveText(
        locale === 'fr' ? '660\u00a0900\u00a0$' : '$660,900',
      );
      const facts = main.locator('[data-listing-facts] dd');
      await expect(facts).toContainText([locale === 'fr' ? 'Maison' : 'House', '4', '2']);
      const first = main.getByRole('img').first();
      await expect(first).toHaveAttribute('fetchpriority', 'high');
      await expect(first).toHaveAttribute('alt', /3475, avenue des Geais-Bleus/);
      expect(await first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
        true,
      );
      await expect(main.getByRole('img').nth(1)).toHaveAttribute('loading', 'lazy');
    });
  }
});

test("the page's JSON-LD parses and names the listing's price and address", async ({ request }) => {
  const html = await (await request.get(LISTING.fr)).text();
  const scripts = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
  const data = scripts.flatMap((m) => JSON.parse(m[1]!) as Record<string, unknown>[]);
  const listing = data.find((d) => d['@type'] === 'RealEstateListing') as {
    offers: { price: number; priceCurrency: string };
    about: { address: { streetAddress: string; addressLocality: string } };
  };
  expect(listing.offers).toMatchObject({ price: 660900, priceCurrency: 'CAD' });
  expect(listing.about.address).toMatchObject({
    streetAddress: '3475, avenue des Geais-Bleus',
    addressLocality: 'Saint-Constant',
  });
  expect(data.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);
});

test('a wrong or missing slug redirects 301 to the listing; an unknown listing is the 404 page', async ({
  request,
}) => {
  for (const asked of ['/fr/proprietes/ancien-titre-10002280', '/fr/proprietes/10002280']) {
    const response = await request.get(asked, { maxRedirects: 0 });
    expect(response.status(), asked).toBe(301);
    expect(new URL(response.headers().location!, 'http://x').pathname).toBe(LISTING.fr);
  }
  expect((await request.get('/en/properties/house-99999999', { maxRedirects: 0 })).status()).toBe(404);
});

test('the locale switch and hreflang name the same listing in the other language', async ({ page }) => {
  await page.goto(LISTING.fr);
  await expect(page.locator('link[rel="alternate"][hreflang="en-CA"]')).toHaveAttribute(
    'href',
    new RegExp(`${LISTING.en}$`),
  );
  await page.locator('header a[hreflang="en-CA"]:visible').first().click();
  await expect(page).toHaveURL(new RegExp(`${LISTING.en}$`));
  await expect(page.locator('main h1')).toContainText('House for sale');
});

test('the gallery moves by arrow keys and says where it is; the print sheet keeps the essentials', async ({
  page,
}) => {
  await page.goto(LISTING.fr);
  // The arrow keys are the carousel's script's: the page has loaded it once the network is idle.
  await page.waitForLoadState('networkidle');
  const gallery = page.getByRole('region', { name: 'Photos de la propriété' });
  const counter = page.locator('main [data-carousel-counter]');
  await expect(counter).toHaveText('1 / 5');
  await gallery.getByRole('button', { name: 'Suivant' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('2 / 5');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText('5 / 5');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('[data-listing-facts]')).toBeVisible();
  await expect(page.locator('[data-print-contact]')).toBeVisible();
  await expect(page.locator('main form')).toBeHidden();
  await expect(page.locator('header.site-header-area')).toBeHidden();
  await expect(page.locator('main [data-share-bar]')).toBeHidden();
  const photos = page.locator('main img[data-print]');
  await expect(photos).toHaveCount(1);
  await expect(photos).toBeVisible();
});

test('axe finds nothing with the gallery, the contact form and the map gate', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(LISTING.en);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: 'Activate the interactive map' })).toBeAttached();
  await expect(page.locator('main form')).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a contact request about the listing reaches the core API with the listing's number", async ({
  page,
}) => {
  await page.goto(LISTING.fr);
  await page.waitForLoadState('networkidle');
  const form = page.locator('main form');
  const message = form.getByLabel('Message');
  await expect(message).toHaveValue(/10002280/);
  await form.getByLabel('Prénom').fill('Camille');
  await form.getByLabel('Nom de famille').fill('Gagnon');
  await form.getByLabel('Courriel').fill('camille.gagnon@example.com');
  const answer = page.waitForResponse((r) => r.url().endsWith('/contact') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Envoyer' }).click();
  const response = await answer;
  expect(response.request().postData() ?? '').toMatch(/name="message"\r\n\r\n[^\r]*n° 10002280/);
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'success' });
});

test('a listing opened at its address hydrates from the server’s data: no call asks for it again', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (['fetch', 'xhr'].includes(request.resourceType())) fetched.push(request.url());
  });
  await page.goto(LISTING.fr);
  await page.waitForLoadState('networkidle');
  expect(fetched.filter((url) => url.includes('/_data/') || url.includes('10002280'))).toEqual([]);
  // Hydrated: the gallery answers its arrow key, which only the browser's code does.
  await page
    .getByRole('region', { name: 'Photos de la propriété' })
    .getByRole('button', { name: 'Suivant' })
    .focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('main [data-carousel-counter]')).toHaveText('2 / 5');
});

test('a listing opened from a search card loads in the page, its frame from the site’s server', async ({
  page,
}) => {
  await page.goto(SEARCH.fr);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/_data/page')) asked.push(new URL(request.url()).searchParams.get('path')!);
  });
  const card = cards(page).first();
  const id = await card.getAttribute('data-hover-id');
  await card.getByRole('link').first().click();
  await expect(page.locator(`article[data-listing="${id}"] h1`)).toBeVisible();
  expect(asked).toEqual(['/fr']);
  // The same document: the browser's router drew the listing, no page load.
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test('the similar listings, below the first screen, load their code as the visitor nears them', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(LISTING.fr);
  await page.waitForLoadState('networkidle');
  const slider = (path: string) => /\/assets\/PropertiesSlider-/.test(path);
  // Not preloaded by the HTML, not loaded before hydrating: the page's own content fills its first screen.
  expect(scripts.filter(slider)).toEqual([]);
  const similar = page.getByRole('region', { name: 'Propriétés semblables' });
  await similar.scrollIntoViewIfNeeded();
  await expect.poll(() => scripts.filter(slider).length).toBe(1);
  // Hydrated once it came: the slider's own button moves it.
  await expect(similar.getByRole('button', { name: 'Suivant' })).toBeEnabled();
});
