/**
 * The home pages of both site types, in both languages, are assembled from content blocks (heroes,
 * statistics, highlights, lists, rewards, calls to action, Q&A): they render without a console
 * error and without an accessibility violation (WCAG 2.2 AA).
 *
 * Playwright's web server is the broker site (SITE_ID 101). The agency site (SITE_ID 201) is the
 * same build started a second time by this file, on a free port, for the agency describe only.
 */
import { expect, test } from '@playwright/test';
import { AGENCY_SITE, secondSite } from '../../testing/second-site';
import { expectNoAxeViolations, visitWholePage, watchErrors } from './page-checks';

const cases = {
  broker: {
    fr: {
      h1: 'Trouvez la propriété qui vous ressemble',
      blocks: [
        'Votre prochain chez-vous, sans stress',
        'Une expérience qui compte',
        'Les quatre étapes de votre vente',
        'Le Plateau, je le connais par cœur',
        'Reconnue par le réseau',
        'Questions fréquentes',
      ],
    },
    en: {
      h1: 'Find the property that suits you',
      blocks: [
        'Your next home, stress-free',
        'Experience that counts',
        'The four steps of your sale',
        'I know the Plateau by heart',
        'Recognised by the network',
        'Frequently asked questions',
      ],
    },
  },
  agency: {
    fr: {
      h1: 'Chez vous, au cœur du Plateau',
      blocks: [
        'Trouvez le courtier qu’il vous faut',
        'Vingt ans au service du quartier',
        'Nos courtiers sont primés',
        'Venez nous voir',
        'Prêt à déménager ?',
      ],
    },
    en: {
      h1: 'At home in the heart of the Plateau',
      blocks: [
        'Find the right broker for you',
        'Twenty years serving the neighbourhood',
        'Our brokers win awards',
        'Come and see us',
        'Ready to move?',
      ],
    },
  },
} as const;

for (const locale of ['fr', 'en'] as const) {
  test(`broker home (${locale}) is built from content, with no console error and no axe violation`, async ({
    page,
  }) => {
    // A whole page and axe over it, as the other axe checks: more than 30 s with two runs at once.
    test.setTimeout(90_000);
    const problems = await watchErrors(page);
    await page.goto(`/${locale}`);
    const expected = cases.broker[locale];
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.h1);
    for (const name of expected.blocks)
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    await visitWholePage(page);
    // The list numbers its steps 01., 02., …
    await expect(page.locator('[data-block-type="content_list"] ol > li').first()).toContainText('01.');
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });
}

test('broker home: the rewards show 3 awards, then all after "show more"', async ({ page }) => {
  await page.goto('/en');
  const rewards = page.locator('[data-block-type="content_rewards"]');
  await expect(rewards.getByRole('listitem')).toHaveCount(3);
  await rewards.getByRole('button', { name: /Show more/ }).click();
  await expect(rewards.getByRole('listitem')).toHaveCount(5);
  await expect(rewards.getByRole('listitem').nth(3)).toBeFocused();
});

test.describe('agency site', () => {
  test.describe.configure({ mode: 'serial' });
  const agency = secondSite(AGENCY_SITE);

  for (const locale of ['fr', 'en'] as const) {
    test(`agency home (${locale}) is built from content, with no console error and no axe violation`, async ({
      page,
    }) => {
      // A whole page and axe over it, as the other axe checks: more than 30 s with two runs at once.
      test.setTimeout(90_000);
      const problems = await watchErrors(page);
      await page.goto(`${agency.url}/${locale}`);
      const expected = cases.agency[locale];
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.h1);
      for (const name of expected.blocks)
        await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
      await visitWholePage(page);
      await expectNoAxeViolations(page);
      expect(problems).toEqual([]);
    });
  }

  test('agency home: picking a broker in the search opens the member modal; closing resets the search', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const problems = await watchErrors(page);
    await page.goto(`${agency.url}/fr`);
    const search = page.getByRole('combobox', { name: 'Rechercher un courtier' });
    // Typed again until the field answers: text typed before the block has hydrated searches nothing
    // (a loaded machine hydrates later than the test types).
    await expect(async () => {
      await search.fill('');
      await search.fill('benali');
      await expect(page.getByRole('option')).toHaveCount(1, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await search.press('ArrowDown');
    await search.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Anne-Marie Benali' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(search).toHaveValue('');
    await expect(search).toBeFocused();
    expect(problems).toEqual([]);
  });
});
