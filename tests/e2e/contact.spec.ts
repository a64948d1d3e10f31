import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, holdScripts, openAt } from './page-checks';

const form = (page: Page) => page.locator('main form');

async function fill(page: Page, message: string) {
  const f = form(page);
  await f.getByLabel('Prénom').fill('Camille');
  await f.getByLabel('Nom de famille').fill('Gagnon');
  await f.getByLabel('Courriel').fill('camille.gagnon@example.com');
  await f.getByLabel('Téléphone (facultatif)').pressSequentially('5145550123');
  await f.getByLabel('Message').fill(message);
}

test.describe('contact page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/fr/contact');
    await page.waitForLoadState('networkidle');
  });

  test('a valid message is sent: multipart fields, success toast, message cleared, contact kept', async ({
    page,
  }) => {
    await fill(page, '  Bonjour, je souhaite visiter le condo de la rue Saint-Denis.  ');
    await expect(form(page).getByLabel('Téléphone (facultatif)')).toHaveValue('(514) 555-0123');
    const requestPromise = page.waitForRequest((r) => r.url().endsWith('/contact') && r.method() === 'POST');
    await form(page).getByRole('button', { name: 'Envoyer' }).click();
    const request = await requestPromise;
    expect(request.headers()['content-type']).toContain('multipart/form-data');
    const body = request.postData() ?? '';
    for (const [name, value] of [
      ['form_type', 'contact_form'],
      ['locale', 'fr'],
      ['full_name', 'Camille Gagnon'],
      ['first_name', 'Camille'],
      ['last_name', 'Gagnon'],
      ['phone', '(514) 555-0123'],
      ['email', 'camille.gagnon@example.com'],
      ['message', 'Bonjour, je souhaite visiter le condo de la rue Saint-Denis.'],
    ])
      expect(body).toMatch(new RegExp(`name="${name}"\\r\\n\\r\\n${value!.replace(/[()]/g, '\\$&')}\\r\\n`));
    expect(body).toMatch(/name="recaptcha_response"\r\n\r\nlocal-captcha\.\S+/);
    const toast = page.getByRole('status').filter({ hasText: 'Message envoyé' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Nous vous répondrons');
    await expect(form(page).getByLabel('Message')).toHaveValue('');
    await expect(form(page).getByLabel('Prénom')).toHaveValue('Camille');
    // Contact info is kept for the session and prefilled on the next form.
    await page.reload();
    await expect(form(page).getByLabel('Prénom')).toHaveValue('Camille');
    await expect(form(page).getByLabel('Courriel')).toHaveValue('camille.gagnon@example.com');
  });

  test('a server failure shows its message and keeps every value', async ({ page }) => {
    await fill(page, 'Test [server-error] de la messagerie');
    await form(page).getByRole('button', { name: 'Envoyer' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'La demande n’a pas pu être envoyée' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('The mail service is unavailable.');
    await expect(form(page).getByLabel('Message')).toHaveValue('Test [server-error] de la messagerie');
    await expect(form(page).getByLabel('Prénom')).toHaveValue('Camille');
    await expect(form(page).getByLabel('Téléphone (facultatif)')).toHaveValue('(514) 555-0123');
    await expect(form(page).getByRole('button', { name: 'Envoyer' })).toBeEnabled();
  });

  test('front-end validation blocks the submission and lists the missing fields', async ({ page }) => {
    let posted = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/contact') && r.method() === 'POST') posted = true;
    });
    await form(page).getByLabel('Message').fill('   ');
    await form(page).getByRole('button', { name: 'Envoyer' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'La demande n’a pas pu être envoyée' });
    await expect(toast).toBeVisible();
    for (const line of [
      'Le prénom est requis.',
      'Le nom est requis.',
      'Le courriel est requis.',
      'Le message est requis.',
    ])
      await expect(toast).toContainText(line);
    const first = form(page).getByLabel('Prénom');
    await expect(first).toBeFocused();
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(first).toHaveAccessibleDescription('Ce champ est requis.');
    await expect(form(page).getByLabel('Téléphone (facultatif)')).not.toHaveAttribute('aria-invalid');
    expect(posted).toBe(false);
  });

  test('has no accessibility violations (WCAG 2.2 AA)', async ({ page }) => {
    await expectNoAxeViolations(page);
  });

  test('no accessibility violations with errors shown', async ({ page }) => {
    await form(page).getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('contact modal', () => {
  test('opens from the header call to action, speaks in the first person on a broker site', async ({
    page,
  }) => {
    await openAt(page, '/fr', { width: 1400, height: 900 });
    const cta = page.locator('[data-header-bar]').getByRole('link', { name: 'Me joindre' });
    await cta.click();
    const dialog = page.getByRole('dialog', { name: 'Écrivez-moi' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/fr$/);
    await expect(dialog.getByLabel('Prénom')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(cta).toBeFocused();
  });
});

test('the English contact page speaks English, errors included', async ({ page }) => {
  await page.goto('/en/contact');
  await page.waitForLoadState('networkidle');
  const f = form(page);
  await expect(f.getByLabel('First name')).toBeVisible();
  await expect(f.getByLabel('Phone (optional)')).toBeVisible();
  await f.getByRole('button', { name: 'Send' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'The request could not be submitted' });
  await expect(toast).toContainText('The first name is required.');
  await expect(f.getByLabel('Email')).toHaveAccessibleDescription('This field is required.');
});

/**
 * On a slow phone a visitor may type into the server-rendered fields before the scripts arrive: what
 * they typed stays, masked as it would have been, and the form works with it once scripts run.
 */
test.describe('text typed before the scripts ran', () => {
  test('the contact form keeps it and sends it', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/en/contact', { waitUntil: 'domcontentloaded' });
    const f = form(page);
    await f.getByLabel('First name').fill('Camille');
    await f.getByLabel('Last name').fill('Gagnon');
    await f.getByLabel('Email').fill('camille.gagnon@example.com');
    await f.getByLabel('Phone (optional)').fill('5145550123');
    await f.getByLabel('Message').fill('Typed before the scripts.');
    release();
    await page.waitForLoadState('networkidle');
    await expect(f.getByLabel('Phone (optional)')).toHaveValue('(514) 555-0123');
    await expect(f.getByLabel('First name')).toHaveValue('Camille');
    // A later change re-renders the form: the early text is in its state, not only on screen.
    await f.getByLabel('Last name').press('End');
    await f.getByLabel('Last name').pressSequentially('-Roy');
    await expect(f.getByLabel('First name')).toHaveValue('Camille');
    await expect(f.getByLabel('Message')).toHaveValue('Typed before the scripts.');
    const requestPromise = page.waitForRequest((r) => r.url().endsWith('/contact') && r.method() === 'POST');
    await f.getByRole('button', { name: 'Send' }).click();
    const body = (await requestPromise).postData() ?? '';
    expect(body).toContain('Camille Gagnon-Roy');
    expect(body).toContain('(514) 555-0123');
    expect(body).toContain('Typed before the scripts.');
  });

  test('the mortgage calculator keeps it and calculates with it', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/en/mortgage-calculator', { waitUntil: 'domcontentloaded' });
    const calc = page.locator('[data-block-type="forms_mortgage_calculator"]');
    await calc.getByRole('textbox', { name: 'Property price' }).fill('300000');
    await calc.getByRole('textbox', { name: 'Down payment' }).fill('400000');
    release();
    await page.waitForLoadState('networkidle');
    await expect(calc.getByRole('textbox', { name: 'Property price' })).toHaveValue('300 000');
    await expect(calc.getByText('Down payment too high')).toBeVisible();
  });
});
