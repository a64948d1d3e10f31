import { expect, type Page, test } from '@playwright/test';

/** Console errors, and any message about hydration, while a page loads and hydrates. */
function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (msg) => {
    const text = msg.text();
    const isHydration = /hydrat/i.test(text);
    // The browser logs the document's own error status (403, 404, 500, 503): expected on error pages.
    const ownStatus =
      /Failed to load resource: the server responded with a status of/.test(text) &&
      msg.location().url === page.url();
    if (
      (msg.type() === 'error' && !ownStatus) ||
      ((msg.type() === 'warning' || msg.type() === 'error') && isHydration)
    )
      problems.push(`${msg.type()}: ${text}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  return problems;
}

const ROUTES = [
  '/fr',
  '/en',
  '/fr/a-propos',
  '/en/about',
  '/fr/contact',
  '/en/contact',
  '/fr/proprietes',
  '/en/properties',
  '/fr/termes-et-conditions',
  '/en/terms-and-conditions',
  '/fr/politique-confidentialite',
  '/en/privacy-policy',
  '/fr/blogue',
  '/en/blog',
  '/fr/test/interdit',
  '/en/test/panne',
  '/fr/test/maintenance',
  '/en/test/teapot',
  '/fr/page-inconnue',
  '/nowhere',
  '/qa/parametres-generaux',
  '/qa/general-settings',
];

test('no hydration warning or console error on any route', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = watchConsole(page);
  for (const route of ROUTES) {
    const before = problems.length;
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    // Hydrated: React has attached its handlers to the document.
    await page.waitForFunction(() => Object.keys(document).some((k) => k.startsWith('__reactContainer')));
    for (const p of problems.slice(before)) problems[problems.indexOf(p)] = `${route} ${p}`;
  }
  expect(problems).toEqual([]);
});

test('switching locale lands on the equivalent page and is remembered', async ({ page, context }) => {
  await page.goto('/fr/a-propos');
  await page.waitForLoadState('networkidle');
  await page.locator('a[data-locale-switch="en"]:visible').first().click();
  await expect(page).toHaveURL(/\/en\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'i18n_redirected')?.value).toBe('en');
  await page.locator('a[data-locale-switch="fr"]:visible').first().click();
  await expect(page).toHaveURL(/\/fr\/a-propos$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
});

test('a stored locale that differs from the path prefix is corrected to the prefix', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'i18n_redirected', value: 'en', domain: '127.0.0.1', path: '/' }]);
  await page.goto('/fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value)
    .toBe('fr');
});

test('the footer is hidden on the properties-search route only', async ({ page }) => {
  await page.goto('/fr');
  await expect(page.locator('footer.site-footer-area')).toHaveCount(1);
  await page.goto('/fr/proprietes');
  await expect(page.locator('footer.site-footer-area')).toHaveCount(0);
  await page.goto('/en/properties');
  await expect(page.locator('footer.site-footer-area')).toHaveCount(0);
});

test('a skip link leads to the main content', async ({ page }) => {
  await page.goto('/fr');
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Aller au contenu principal' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});

test('a chunk that fails to load reloads the page, at most once per 60 seconds', async ({ page }) => {
  await page.goto('/fr');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  // A new deployment removed the old build's chunks: the contact page's block scripts fail to load.
  await page.route('**/assets/**/*.js', (route) => route.abort());
  const reloaded = page.waitForEvent('load');
  await page.locator('header a[href="/fr/contact"]:visible').first().click();
  await reloaded;
  // The destination is loaded fresh from the server.
  await expect(page).toHaveURL(/\/fr\/contact$/);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    undefined,
  );
  const first = await page.evaluate(() => sessionStorage.getItem('chunk-reload-at'));
  expect(Number(first)).toBeGreaterThan(0);

  // Working again; a second failure within 60 seconds does not reload.
  await page.unroute('**/assets/**/*.js');
  await page.goto('/fr');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  await page.route('**/assets/**/*.js', (route) => route.abort());
  await page.locator('header a[href="/fr/contact"]:visible').first().click();
  await expect(page).toHaveURL(/\/fr\/contact$/);
  await expect(page.getByRole('main')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
  expect(await page.evaluate(() => sessionStorage.getItem('chunk-reload-at'))).toBe(first);
});

test('the loading bar shows while a slow page loads, then hides', async ({ page }) => {
  await page.goto('/fr');
  await page.waitForLoadState('networkidle');
  const bar = page.locator('.loading-bar');
  await expect(bar).toHaveAttribute('aria-hidden', 'true');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_data/page**', async (route) => {
    await held;
    await route.continue();
  });
  await page.locator('header a[href="/fr/a-propos"]:visible').first().click();
  const progress = page.getByRole('progressbar', { name: 'Chargement de la page' });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('data-phase', 'loading');
  release();
  await expect(page).toHaveURL(/\/fr\/a-propos$/);
  await expect(bar).toHaveAttribute('aria-hidden', 'true');
  await expect(bar).toHaveAttribute('data-phase', 'idle');
});

test('the local captcha badge shows only while a form is on screen', async ({ page }) => {
  await page.goto('/fr');
  await page.waitForLoadState('networkidle');
  const badge = page.getByText('Protégé contre les robots (captcha local)');
  await expect(badge).toBeHidden();
  await page.goto('/fr/contact');
  await page.locator('main form').first().scrollIntoViewIfNeeded();
  await expect(badge).toBeVisible();
  // The fixture backend's key selects the local provider, whose tokens the fixture accepts.
  await expect(page.locator('[data-captcha-provider]')).toHaveAttribute('data-captcha-provider', 'local');
});

test('the page does not move sideways when its scrollbar comes or goes; a dialog covers the whole window', async ({
  playwright,
  baseURL,
}) => {
  // Playwright hides scrollbars by default; desktop Linux and Windows show them, taking room.
  const browser = await playwright.chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
    ignoreDefaultArgs: ['--hide-scrollbars'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${baseURL}/en/contact`);
    const heading = page.getByRole('heading', { level: 2 }).first();
    await expect(heading).toBeVisible();
    const left = async () => (await heading.boundingBox())!.x;
    const scrolling = await left();
    expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);
    // What a dialog does (stores/scroll-lock.ts): its backdrop, fixed to the window, covers it to the edge.
    const covered = await page.evaluate(() => {
      document.documentElement.classList.add('scroll-locked');
      const backdrop = document.createElement('div');
      backdrop.style.cssText = 'position:fixed;inset:0;z-index:99999';
      document.body.append(backdrop);
      const hit = document.elementFromPoint(window.innerWidth - 2, window.innerHeight / 2);
      backdrop.remove();
      document.documentElement.classList.remove('scroll-locked');
      return hit === backdrop;
    });
    expect(covered).toBe(true);
    // A page shorter than the window, as one is while it loads: no scrollbar, the same place.
    await page.evaluate(() => {
      for (const el of document.querySelectorAll<HTMLElement>('main > .block:nth-child(n + 3), footer'))
        el.style.display = 'none';
    });
    await page.setViewportSize({ width: 1280, height: 1000 });
    expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight)).toBe(true);
    expect(await left()).toBe(scrolling);
  } finally {
    await browser.close();
  }
});
