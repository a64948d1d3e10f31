/**
 * Security gates (issue 7): response headers, CSP hashes (public pages) or nonce (QA) on every inline script, framing, no open
 * redirect, and the origin checks of `message` listeners in a real browser.
 */
import { expect, type Page, test } from '@playwright/test';
import { scriptHash } from '../../site/server/script-hashes';
import { startSite, startStub } from '../fault/servers';

/** Extra servers of this file take free loopback ports (0). */
const ANY_PORT = 0;

const parsePolicy = (header: string | undefined) =>
  Object.fromEntries(
    (header ?? '').split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/);
      return [name, values];
    }),
  );

/** CSP violations reported by the page, from the console and the DOM event. */
async function collectViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return violations;
}

test.describe('security headers', () => {
  test('public pages allow each inline script by its hash, no nonce; the other headers', async ({
    request,
  }) => {
    const response = await request.get('/fr');
    const headers = response.headers();
    const policy = parsePolicy(headers['content-security-policy']);
    expect(policy['script-src']?.some((s) => s.startsWith("'nonce-"))).toBe(false);
    expect(policy['script-src']).toContain("'self'");
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    // 'self': the fixture backend's property-search page, framed by the property iframe block.
    expect(policy['frame-src']).toEqual(['https://www.youtube-nocookie.com', "'self'"]);

    const html = await response.text();
    // Every inline script that runs is allowed by its hash; no script carries a nonce.
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attrs = '']) => !/\ssrc=|type="application\//.test(attrs),
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const [, , text = ''] of inline) expect(policy['script-src']).toContain(scriptHash(text));
    expect(html).not.toMatch(/<script\b[^>]*\snonce=/);

    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
    expect(headers['x-frame-options']).toBe('DENY');
  });

  test("only QA pages' policy lets generated code run", async ({ request }) => {
    const scripts = async (target: string) =>
      parsePolicy((await request.get(target)).headers()['content-security-policy'])['script-src'];
    expect(await scripts('/qa/sections')).toContain("'unsafe-eval'");
    for (const target of ['/fr', '/en/contact', '/fr?edit=1'])
      expect(await scripts(target), target).not.toContain("'unsafe-eval'");
  });

  test('QA pages keep a nonce on every script, a new one at each response', async ({ request }) => {
    const response = await request.get('/qa/sections');
    const policy = parsePolicy(response.headers()['content-security-policy']);
    const nonceSource = policy['script-src']?.find((s) => s.startsWith("'nonce-"));
    expect(nonceSource).toBeDefined();
    const nonce = nonceSource!.slice("'nonce-".length, -1);
    expect(nonce.length).toBeGreaterThanOrEqual(16);
    const scripts = [...(await response.text()).matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(1);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    const again = parsePolicy((await request.get('/qa/sections')).headers()['content-security-policy']);
    expect(again['script-src']).not.toEqual(policy['script-src']);
  });

  test('assets, page data, error pages and fixture APIs carry them too', async ({ request }) => {
    for (const target of ['/resources/favicon.svg', '/_data/page?path=/fr', '/nowhere', '/en/test/panne']) {
      const headers = (await request.get(target)).headers();
      expect(headers['x-content-type-options'], target).toBe('nosniff');
      expect(headers['content-security-policy'], target).toContain("frame-ancestors 'none'");
      expect(headers['referrer-policy'], target).toBe('strict-origin-when-cross-origin');
    }
  });

  test('HSTS in production for a real host name, never for loopback', async ({ request }) => {
    expect((await request.get('/fr')).headers()['strict-transport-security']).toBeUndefined();
    const named = await request.get('/resources/favicon.svg', { headers: { Host: 'www.courtier.example' } });
    expect(named.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  test('pages and the gallery (script block included) run with no CSP violation', async ({ page }) => {
    const violations = await collectViolations(page);
    for (const target of ['/fr', '/en/contact']) {
      await page.goto(target);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('main#main')).toBeVisible();
    }
    // The QA editor too: its forms and block checks compile ajv, which only its policy allows.
    await page.goto('/qa/sections');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-canvas]')).toBeVisible();
    await page.goto('/qa/gallery');
    // The script block's examples: its scripts run under the policy thanks to the nonce.
    await expect(page.locator('[data-script-demo][data-ran="yes"]')).toHaveCount(1);
    await expect(page.locator('[data-front-demo]')).toHaveCount(1);
    expect(violations).toEqual([]);
  });
});

test.describe('no open redirect', () => {
  for (const slug of ['ailleurs', 'ailleurs-sans-protocole']) {
    test(`a content-backend redirect outside the site (${slug}) gives the error page`, async ({
      request,
    }) => {
      const response = await request.get(`/fr/test/${slug}`, { maxRedirects: 0 });
      expect(response.status()).toBe(500);
      expect(response.headers().location).toBeUndefined();
      const html = await response.text();
      expect(html).toContain('class="error-page"');
      expect(html).not.toContain('evil.example');
      const data = await (await request.get(`/_data/page?path=/en/test/${slug}`)).json();
      expect(data).toMatchObject({ kind: 'error', status: 500 });
    });
  }

  test('redirects inside the site are still followed', async ({ request }) => {
    const response = await request.get('/fr/test/deplace', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/fr/contact');
  });

  test('a configured host is followed', async () => {
    const site = await startSite(ANY_PORT, { REDIRECT_HOSTS: 'evil.example' });
    try {
      const response = await fetch(`${site.url}/fr/test/ailleurs`, { redirect: 'manual' });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('https://evil.example/');
    } finally {
      await site.stop();
    }
  });
});

test.describe('framing and edit-mode messages', () => {
  test('only the content backend frames the site, only in edit mode; its messages alone are obeyed', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    // The content backend's editor page: frames the site page given in `?src=`.
    let siteUrl = '';
    const parent = await startStub(ANY_PORT, (req, res) => {
      const target = new URL(req.url ?? '/', 'http://x').searchParams.get('src') ?? '/fr';
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end(
        `<!doctype html><html lang="en"><title>CMS</title><iframe id="site" title="site" src="${siteUrl}${target}" width="1200" height="800"></iframe>`,
      );
    });
    const cmsOrigin = parent.url;
    const site = await startSite(ANY_PORT, { CMS_ORIGIN: cmsOrigin, QA_ENABLED: '1' });
    siteUrl = site.url;
    try {
      const edit = await fetch(`${site.url}/fr?edit=1`);
      expect(parsePolicy(edit.headers.get('content-security-policy') ?? '')['frame-ancestors']).toEqual([
        cmsOrigin,
      ]);
      expect(edit.headers.get('x-frame-options')).toBeNull();

      // Not in edit mode: the browser refuses to show the framed page.
      await page.goto(`${parent.url}/?src=/fr`);
      const blocked = page.frameLocator('#site');
      await page.waitForLoadState('load');
      await expect(blocked.locator('main#main')).toHaveCount(0);

      await page.goto(`${parent.url}/?src=${encodeURIComponent('/fr?edit=1')}`);
      const frame = page.frameLocator('#site');
      // Edit mode's overlay buttons: its message listener is installed with them.
      await expect(frame.locator('main [data-block-index] button').first()).toBeAttached();
      const siteFrame = page.frames().find((f) => f.url().startsWith(site.url))!;
      const targets = await siteFrame.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.block[data-color-scheme]')].map((el) => {
          const list = el.closest('main') ? 'content.blocks' : el.closest('header') ? 'header' : 'footer';
          return {
            path: `${list}.${el.dataset.blockIndex}`,
            scheme: el.dataset.colorScheme!,
            id: el.dataset.blockId!,
          };
        }),
      );
      expect(targets.length).toBeGreaterThanOrEqual(2);
      const [a, b] = targets as [(typeof targets)[0], (typeof targets)[0]];
      const other = (s: string) => (s === 'inverted' ? 'normal' : 'inverted');
      const action = (t: typeof a) => ({
        source: 'brokerage-cms',
        type: 'block:set-color-scheme',
        path: t.path,
        value: other(t.scheme),
      });

      const fromParent = (m: ReturnType<typeof action>) =>
        page.evaluate(
          (msg) =>
            (document.getElementById('site') as HTMLIFrameElement).contentWindow!.postMessage(msg, '*'),
          m,
        );
      const schemeOf = (t: typeof a) =>
        frame.locator(`[data-block-id="${t.id}"]`).getAttribute('data-color-scheme');
      // From the parent at the content backend's origin: obeyed (sent again until edit mode's
      // listener, installed after hydration, has taken it; the value is absolute, so repeats are
      // harmless).
      await expect
        .poll(async () => {
          await fromParent(action(b));
          return schemeOf(b);
        })
        .toBe(other(b.scheme));
      // From the page itself (not its parent): ignored. Messages are handled in order, so once the
      // parent's next one (b back to its scheme) is applied, the page's own was seen and refused.
      await siteFrame.evaluate((m) => window.postMessage(m, '*'), action(a));
      await fromParent({ ...action(b), value: b.scheme });
      await expect(frame.locator(`[data-block-id="${b.id}"]`)).toHaveAttribute('data-color-scheme', b.scheme);
      await expect(frame.locator(`[data-block-id="${a.id}"]`)).toHaveAttribute('data-color-scheme', a.scheme);
    } finally {
      await parent.stop();
      await site.stop();
    }
  });
});
