import fs from 'node:fs';
import path from 'node:path';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { TEST_CMS_KEY, TEST_PORT } from '../../playwright.config';

const ORIGIN = `http://127.0.0.1:${TEST_PORT}`;
const LOCALES = ['fr', 'en'] as const;
type L = (typeof LOCALES)[number];

test.describe('root path: locale by cookie, then browser language, then French', () => {
  /** Each visit in a fresh request context: no cookie carried over from an earlier answer. */
  const rootLocation = async (_request: unknown, headers: Record<string, string>) => {
    const context = await playwrightRequest.newContext({ baseURL: ORIGIN });
    const response = await context.get('/', { headers, maxRedirects: 0 });
    expect(response.status()).toBe(302);
    return response;
  };

  test('the i18n_redirected cookie wins over Accept-Language', async ({ request }) => {
    const response = await rootLocation(request, {
      Cookie: 'i18n_redirected=en',
      'Accept-Language': 'fr-CA,fr',
    });
    expect(response.headers().location).toBe('/en');
  });

  test('without a cookie, Accept-Language chooses, and the choice is stored for 365 days', async ({
    request,
  }) => {
    const en = await rootLocation(request, { 'Accept-Language': 'en-US,en;q=0.9,fr;q=0.5' });
    expect(en.headers().location).toBe('/en');
    const cookie = en.headers()['set-cookie'] ?? '';
    expect(cookie).toContain('i18n_redirected=en');
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toMatch(/SameSite=Lax/i);
    const fr = await rootLocation(request, { 'Accept-Language': 'fr-CA' });
    expect(fr.headers().location).toBe('/fr');
  });

  test('otherwise French', async ({ request }) => {
    const response = await rootLocation(request, { 'Accept-Language': 'de-DE,es;q=0.8' });
    expect(response.headers().location).toBe('/fr');
  });
});

/** Every status case of page loading, answered by the fixture backend in both locales. */
const ERROR_CASES: { slug: string; status: number; text: Record<L, string[]> }[] = [
  {
    slug: 'interdit',
    status: 403,
    text: {
      fr: ['Erreur 403', 'Désolé, une erreur de permissions est survenue.', 'Rafraîchir la page'],
      en: ['403 error', 'Sorry, a permissions error has occurred.', 'Refresh the page'],
    },
  },
  {
    slug: 'panne',
    status: 500,
    text: {
      fr: ['Erreur 500', 'Désolé, une erreur de serveur est survenue sur notre site.'],
      en: ['500 error', 'Sorry, a server error has occurred on our site.'],
    },
  },
  {
    slug: 'maintenance',
    status: 503,
    text: { fr: ['Site en maintenance'], en: ['Site under maintenance'] },
  },
  {
    slug: 'teapot',
    status: 500,
    text: { fr: ['Erreur 500', 'Code de statut inattendu.'], en: ['500 error', 'Unexpected status code.'] },
  },
  {
    slug: 'texte',
    status: 500,
    text: {
      fr: ['Erreur 500', 'Réponse inattendue du serveur de contenu.'],
      en: ['500 error', 'Unexpected string output.'],
    },
  },
  {
    slug: 'redirection-vide',
    status: 500,
    text: {
      fr: ['Erreur 500', 'Redirection inattendue.'],
      en: ['500 error', 'Unexpected redirection response.'],
    },
  },
];

for (const locale of LOCALES) {
  test.describe(`page-loading statuses in ${locale}`, () => {
    test('301 and 302 redirect to the returned location', async ({ request }) => {
      const moved = await request.get(`/${locale}/test/deplace`, { maxRedirects: 0 });
      expect(moved.status()).toBe(301);
      expect(moved.headers().location).toBe(`/${locale}/contact`);
      const temporary = await request.get(`/${locale}/test/temporaire`, { maxRedirects: 0 });
      expect(temporary.status()).toBe(302);
      expect(temporary.headers().location).toBe(`/${locale}`);
    });

    for (const c of ERROR_CASES) {
      test(`/${locale}/test/${c.slug} answers ${c.status} with its error page`, async ({ request }) => {
        const response = await request.get(`/${locale}/test/${c.slug}`, { maxRedirects: 0 });
        expect(response.status()).toBe(c.status);
        const html = (await response.text()).replaceAll('&#x27;', "'");
        expect(html).toContain(`<html lang="${locale}-CA"`);
        expect(html).toContain('class="error-page"');
        for (const text of c.text[locale]) expect(html).toContain(text);
        expect(html).toContain('<meta name="robots" content="noindex"/>');
      });
    }

    test('an unknown path is a 404 with a link home', async ({ page }) => {
      const response = await page.goto(`/${locale}/cette-page-nexiste-pas`);
      expect(response?.status()).toBe(404);
      const title = locale === 'fr' ? 'Cette page est introuvable' : 'This page could not be found';
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const home = page.getByRole('link', {
        name: locale === 'fr' ? 'Aller à la page d’accueil' : 'Go to home page',
      });
      await expect(home).toHaveAttribute('href', `/${locale}`);
    });
  });
}

test('the maintenance page shows a spinner and its title; other errors a warning icon', async ({ page }) => {
  await page.goto('/en/test/maintenance');
  await expect(page.getByRole('heading', { level: 1, name: 'Site under maintenance' })).toBeVisible();
  await expect(page.locator('.error-block__icon--spin')).toHaveCount(1);
  await page.goto('/en/test/panne');
  await expect(page.getByRole('heading', { level: 1, name: '500 error' })).toBeVisible();
  await expect(page.locator('.error-block__icon--spin')).toHaveCount(0);
  await expect(page.locator('.error-block__icon')).toHaveCount(1);
});

test('a path outside /fr and /en is a 404: This page could not be found', async ({ request }) => {
  const response = await request.get('/nowhere/at/all', { headers: { Cookie: 'i18n_redirected=en' } });
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Cette page est introuvable');
  const en = await request.get('/en/nowhere/at/all');
  expect(en.status()).toBe(404);
  expect(await en.text()).toContain('This page could not be found');
});

test.describe('head rendered on the server', () => {
  const HEAD: Record<L, { title: string; path: string; other: string; ogLocale: string }> = {
    fr: { title: 'Accueil', path: '/fr', other: '/en', ogLocale: 'fr_CA' },
    en: { title: 'Home', path: '/en', other: '/fr', ogLocale: 'en_CA' },
  };
  for (const locale of LOCALES) {
    test(`/${locale} carries title, description, Open Graph, Twitter, canonical, robots, hreflang and favicon`, async ({
      request,
    }) => {
      const { path: p, ogLocale, title } = HEAD[locale];
      const response = await request.get(p);
      expect(response.status()).toBe(200);
      // Shared caches may keep it for PAGE_CACHE_TTL_MS (10 s), browsers always ask again (022).
      expect(response.headers()['cache-control']).toBe(
        'public, max-age=0, s-maxage=10, stale-while-revalidate=60',
      );
      expect(response.headers().vary).toMatch(/Accept-Encoding/i);
      const html = await response.text();
      const head = html.slice(0, html.indexOf('</head>'));
      const meta = (attr: string, name: string) =>
        new RegExp(`<meta ${attr}="${name.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(head)?.[1];
      expect(html).toContain(`<html lang="${locale}-CA"`);
      expect(/<title>([^<]+)<\/title>/.exec(head)?.[1]).toContain(title);
      expect(meta('name', 'description')).toBeTruthy();
      expect(meta('name', 'robots')).toBe('index, follow');
      expect(meta('property', 'og:title')).toBeTruthy();
      expect(meta('property', 'og:description')).toBeTruthy();
      expect(meta('property', 'og:type')).toBe('website');
      expect(meta('property', 'og:locale')).toBe(ogLocale);
      expect(meta('property', 'og:url')).toBe(`${ORIGIN}${p}`);
      expect(meta('name', 'twitter:card')).toBe('summary');
      expect(meta('name', 'twitter:title')).toBeTruthy();
      expect(meta('name', 'twitter:description')).toBeTruthy();
      expect(meta('name', 'theme-color')).toBe('#0b3b8c');
      expect(head).toContain(`<link rel="canonical" href="${ORIGIN}${p}"/>`);
      expect(head).toContain(`<link rel="alternate" hrefLang="fr-CA" href="${ORIGIN}/fr"/>`);
      expect(head).toContain(`<link rel="alternate" hrefLang="en-CA" href="${ORIGIN}/en"/>`);
      expect(head).toContain(`<link rel="alternate" hrefLang="x-default" href="${ORIGIN}/fr"/>`);
      // Root-relative: the icon loads through whatever host name reached the server.
      expect(head).toContain(`<link rel="icon" href="/resources/favicon.svg"`);
      expect(html).toMatch(/<html [^>]*data-theme="blue"/);
    });
  }

  test('hashed assets are cached for a year, immutable, and compressed', async ({ request }) => {
    const html = await (await request.get('/fr')).text();
    const script =
      /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? /href="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const response = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(response.headers()['cache-control']).toContain('max-age=31536000');
    expect(response.headers()['cache-control']).toContain('immutable');
    expect(response.headers()['content-encoding']).toMatch(/gzip|br/);
  });

  test('scripts go out as the build compressed them: its brotli copy, else its gzip copy', async ({
    request,
  }) => {
    const html = await (await request.get('/fr')).text();
    const entry = /<script type="module" src="(\/assets\/entry-client-[^"]+\.js)"/.exec(html)?.[1];
    expect(entry, 'the entry script in the HTML').toBeTruthy();
    const file = path.join(process.env.DIST_DIR || 'dist', 'client', entry!);
    for (const [accept, encoding, copy] of [
      ['gzip, deflate, br, zstd', 'br', '.br'],
      ['gzip, deflate', 'gzip', '.gz'],
    ] as const) {
      const response = await request.get(entry!, { headers: { 'Accept-Encoding': accept } });
      expect(response.headers()['content-encoding']).toBe(encoding);
      // The copy's own length: sent as the build wrote it, not compressed again at the request.
      expect(Number(response.headers()['content-length'])).toBe(fs.statSync(`${file}${copy}`).size);
      expect(await response.text()).toBe(fs.readFileSync(file, 'utf8'));
    }
  });

  test('a page goes out compressed as the browser asks, and decodes to the page itself', async ({
    request,
  }) => {
    const sameBut = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');
    const plain = await request.get('/fr', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    const page = sameBut(await plain.text());
    expect(page.length).toBeGreaterThan(64 * 1024);
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
    ] as const) {
      const response = await request.get('/fr', { headers: { 'Accept-Encoding': accept } });
      expect(response.headers()['content-encoding']).toBe(encoding);
      expect(sameBut(await response.text())).toBe(page);
    }
  });
});

test.describe('the content-backend key never reaches the browser', () => {
  const PAGES = ['/fr', '/en', '/fr/contact', '/en/about', '/fr/proprietes', '/fr/test/panne', '/en/nowhere'];

  test('not in HTML, page data JSON, scripts or stylesheets', async ({ request }) => {
    const dist = process.env.DIST_DIR || 'dist';
    const bodies: [string, string][] = [];
    for (const p of PAGES) {
      bodies.push([p, await (await request.get(p)).text()]);
      bodies.push([
        `/_data/page?path=${p}`,
        await (await request.get(`/_data/page?path=${encodeURIComponent(p)}`)).text(),
      ]);
    }
    const assets = fs.readdirSync(path.join(dist, 'client/assets')).filter((f) => /\.(js|css)$/.test(f));
    expect(assets.length).toBeGreaterThan(5);
    for (const file of assets) bodies.push([file, await (await request.get(`/assets/${file}`)).text()]);
    const referenced = new Set(
      bodies.flatMap(([, b]) => [...b.matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0])),
    );
    for (const src of referenced) bodies.push([src, await (await request.get(src)).text()]);
    const leaks = bodies.filter(([, body]) => body.includes(TEST_CMS_KEY)).map(([name]) => name);
    expect(leaks).toEqual([]);
    expect(bodies.find(([n]) => n === '/_data/page?path=/fr')?.[1]).toContain('"kind":"page"');
  });

  test('client navigation loads page data from the site, never from the content backend', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await page.goto('/fr');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await page.locator('header a[href="/fr/a-propos"]:visible').first().click();
    await expect(page).toHaveURL(/\/fr\/a-propos$/);
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    expect(requests).toContain('/_data/page');
    expect(requests.filter((r) => r.startsWith('/fixture-api/cms/api'))).toEqual([]);
  });
});
