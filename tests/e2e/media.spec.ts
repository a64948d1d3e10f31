/**
 * The media blocks in a real browser, on the about page of both fixture sites in both languages:
 * no console error, no axe violation (WCAG 2.2 AA tags), carousels wrap, and the map gate.
 */
import { expect, test } from '@playwright/test';
import { AGENCY_SITE, secondSite } from '../../testing/second-site';
import { axeViolations, visitWholePage, watchErrors } from './page-checks';

const PATHS = { fr: '/fr/a-propos', en: '/en/about' } as const;
// One agency server per worker, on a free port, so parallel workers never share or kill each other's.
const agency = secondSite(AGENCY_SITE);

/** Origin of each site type: the configured test server (broker) and this worker's agency server. */
const origin = (site: 'broker' | 'agency') => (site === 'broker' ? '' : agency.url);
const SITES = ['broker', 'agency'] as const;

for (const site of SITES) {
  for (const [locale, path] of Object.entries(PATHS)) {
    test(`${site} ${path}: media blocks render with no console error and no axe violation`, async ({
      page,
    }) => {
      const problems = await watchErrors(page);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(origin(site) + path);
      await expect(page.locator('[data-block-type^="media_"]').first()).toBeVisible();
      await visitWholePage(page);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('.leaflet-container').first()).toBeAttached();
      const types = await page
        .locator('[data-block-type^="media_"]')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-block-type')));
      expect(new Set(types).size).toBeGreaterThanOrEqual(6);
      expect(await axeViolations(page), `${site} ${locale}`).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
}

test('carousels wrap around: previous from the first slide shows the last', async ({ page }) => {
  await page.goto('/fr/a-propos');
  const carousel = page.locator('[data-block-type="media_medias_carousel"] section[aria-roledescription]');
  await carousel.scrollIntoViewIfNeeded();
  await carousel.getByRole('button', { name: 'Mettre le défilement automatique en pause' }).click();
  await expect(carousel.getByRole('group', { name: '1 sur 3' })).toHaveAttribute('data-selected', 'true');
  await carousel.getByRole('button', { name: 'Précédent' }).click();
  await expect(carousel.getByRole('group', { name: '3 sur 3' })).toHaveAttribute('data-selected', 'true');
  await carousel.getByRole('button', { name: 'Suivant' }).click();
  await expect(carousel.getByRole('group', { name: '1 sur 3' })).toHaveAttribute('data-selected', 'true');
});

test('the map gate: blocked until activated, re-armed once scrolled away; markers reachable by keyboard', async ({
  page,
}) => {
  const problems = await watchErrors(page);
  await page.goto('/en/about');
  const map = page.getByRole('region', { name: 'Map: Our downtown office' });
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('.leaflet-container')).toBeAttached();
  await expect(map).toHaveAttribute('data-gate', 'armed');
  const gate = map.getByRole('button', { name: 'Activate the interactive map' });
  await gate.focus();
  await page.keyboard.press('Enter');
  await expect(map).toHaveAttribute('data-gate', 'open');
  const marker = map.getByRole('button', { name: 'Our downtown office' });
  await marker.focus();
  await expect(marker).toBeFocused();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(map).toHaveAttribute('data-gate', 'armed');
  await expect(gate).toBeVisible();
  expect(problems).toEqual([]);
});

test('map markers: a popup on hover, and by keyboard Enter moves into the popup and Escape comes back', async ({
  page,
}) => {
  await page.goto(`${origin('agency')}/en/about`);
  const map = page.getByRole('region', { name: 'Map: Our offices in Québec' });
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('.leaflet-container')).toBeAttached();
  await map.getByRole('button', { name: 'Activate the interactive map' }).click();
  const montreal = map.getByRole('button', { name: 'Montréal – Downtown' });
  await montreal.hover();
  await expect(map.locator('.leaflet-popup')).toContainText('1000 Sherbrooke Street West');
  await page.mouse.move(2, 2);
  await expect(map.locator('.leaflet-popup')).toHaveCount(0);
  await montreal.focus();
  await page.keyboard.press('Enter');
  const link = map.getByRole('link', { name: 'Write to us' });
  await expect(link).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(montreal).toBeFocused();
});

test('no request leaves for an outside host (no tiles, no video provider) until a visitor asks', async ({
  page,
}) => {
  const outside: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol.startsWith('http'))
      outside.push(req.url());
  });
  await page.goto(`${origin('agency')}/fr/a-propos`);
  await visitWholePage(page);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: /^Lire la vidéo/ })).toBeAttached();
  expect(outside).toEqual([]);
});
