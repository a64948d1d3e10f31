import { expect, type Page, test } from '@playwright/test';

/** The page-data request of a client navigation to `path` (site/page/client-page-source.ts). */
const pageDataOf = (path: string) => `**/_data/page?path=${encodeURIComponent(path)}`;

/** The home page, hydrated (its first screen's scripts in), and how long its history is. */
async function openHome(page: Page, locale: 'fr' | 'en') {
  await page.goto(`/${locale}`);
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => history.length);
}

const linkTo = (page: Page, path: string) => page.locator(`header a[href="${path}"]:visible`).first();

for (const { locale, about, contact } of [
  { locale: 'fr', about: '/fr/a-propos', contact: '/fr/contact' },
  { locale: 'en', about: '/en/about', contact: '/en/contact' },
] as const) {
  test.describe(`client navigation in ${locale}`, () => {
    test('a newer navigation supersedes one still loading: the visitor ends on the newer page', async ({
      page,
    }) => {
      const length = await openHome(page, locale);
      const contactTitle = (await (await page.request.get(contact)).text()).match(/<title>([^<]*)</)?.[1];
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let asked: () => void = () => {};
      const slowAsked = new Promise<void>((resolve) => {
        asked = resolve;
      });
      await page.route(pageDataOf(about), async (route) => {
        asked();
        await held;
        await route.continue().catch(() => undefined);
      });
      await linkTo(page, about).click();
      await slowAsked;
      await linkTo(page, contact).click();
      await expect(page).toHaveURL(new RegExp(`${contact}$`));
      await expect(page).toHaveTitle(contactTitle ?? '');
      // The older page's data comes in last, and changes nothing.
      const late = page.waitForResponse((response) => response.url().includes(encodeURIComponent(about)));
      release();
      await late;
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveURL(new RegExp(`${contact}$`));
      await expect(page).toHaveTitle(contactTitle ?? '');
      // Only the page shown was recorded: back returns home.
      expect(await page.evaluate(() => history.length)).toBe(length + 1);
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/${locale}$`));
    });

    test('a content-backend redirect met on a client navigation is followed, only its end recorded', async ({
      page,
    }) => {
      const length = await openHome(page, locale);
      // The content backend answers the about page with a move: the fixture's `test/deplace`
      // (301 to the contact page), as the site's server answers it.
      await page.route(pageDataOf(about), async (route) => {
        const url = new URL(route.request().url());
        url.searchParams.set('path', `/${locale}/test/deplace`);
        await route.fulfill({ response: await route.fetch({ url: url.href }) });
      });
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/_data/page'))
          asked.push(new URL(request.url()).searchParams.get('path')!);
      });
      await linkTo(page, about).click();
      await expect(page).toHaveURL(new RegExp(`${contact}$`));
      await expect(page.locator('main form')).toBeVisible();
      expect(asked).toEqual([about, contact]);
      expect(await page.evaluate(() => history.length)).toBe(length + 1);
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/${locale}$`));
    });
  });
}

test('back, forward and a reload return the window to where the visitor was on that entry', async ({
  page,
}) => {
  await openHome(page, 'fr');
  const scrolledTo = () => page.evaluate(() => Math.round(window.scrollY));
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(scrolledTo).toBe(900);
  // Clicked where it is: Playwright's own click would scroll to the link first.
  await linkTo(page, '/fr/contact').dispatchEvent('click');
  await expect(page).toHaveURL(/\/fr\/contact$/);
  // A new page opens at its top.
  await expect.poll(scrolledTo).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect.poll(scrolledTo).toBe(300);
  await page.goBack();
  await expect(page).toHaveURL(/\/fr$/);
  await expect.poll(scrolledTo).toBe(900);
  await page.goForward();
  await expect(page).toHaveURL(/\/fr\/contact$/);
  await expect.poll(scrolledTo).toBe(300);
  await page.goBack();
  await expect.poll(scrolledTo).toBe(900);
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect.poll(scrolledTo).toBe(1200);
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect.poll(scrolledTo).toBe(1200);
});
