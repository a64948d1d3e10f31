// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS } from '../../../api/core/search-query';
import { getSubmissions } from '../../../api/fixture/core';
import type { SearchFilters } from '../../../domain';
import { EMPTY_ALERT_VALUES } from '../../../domain/lead-forms';
import { useContactInfo } from '../../../stores/contact-info';
import { SEARCH_FILTERS_STORAGE_KEY } from '../../../stores/search-filters';
import type { SiteData } from '../../../stores/site-data';
import { examplesOf } from '../../../testing/blocks';
import { leadFormUser, prepareLeadFormTests, renderLeadForm } from '../../../testing/lead-forms';
import { TEST_SITE } from '../../../testing/render';
import { SAM_ROY } from '../../../tests/lead-form-fields';
import { DRAFT_PREFIX } from '../../../ui/multi-step-form';
import { incrementIndex } from './BudgetRange';
import def from './index';
import { prefillFromSearch } from './prefill';

prepareLeadFormTests();
const user = leadFormUser();

const [example] = await examplesOf(def);

const show = (locale: 'fr' | 'en', site?: SiteData) => renderLeadForm(def, example!, locale, site);
const button = (name: string) => screen.getByRole('button', { name });
const click = (name: string) => user.click(button(name));

describe('property alert block', () => {
  it('is completed step by step in English and posts exactly the fields the core API’s contact call takes', {
    timeout: 60_000,
  }, async () => {
    await show('en');
    const start = button('Start');
    await waitFor(() => expect(start).toBeEnabled());
    await user.click(start);
    expect(screen.getByRole('heading', { name: 'Which municipalities are you looking in?' })).toHaveFocus();
    expect(screen.getByLabelText('Step 1 of 6')).toBeInTheDocument();

    // Step 1: nothing chosen → the list takes focus, the group says 'Required'.
    await click('Next');
    const list = screen.getByRole('region', { name: 'There is a problem' });
    expect(list).toHaveFocus();
    expect(
      within(list).getByRole('link', { name: 'The municipalities field is required.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Municipalities' })).toHaveAccessibleDescription(
      'Choose one or more municipalities to receive alerts for. In the list, the arrow keys move from one city to the next. Required',
    );
    await user.type(screen.getByLabelText('Filter the list'), 'montre');
    await user.click(screen.getByRole('checkbox', { name: 'Montréal' }));
    await user.clear(screen.getByLabelText('Filter the list'));
    await user.click(screen.getByRole('checkbox', { name: 'Laval' }));
    expect(screen.getByText('2 municipalities chosen')).toBeInTheDocument();
    await click('Next');

    // Step 2
    expect(screen.getByRole('heading', { name: 'Your move' })).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: '60–120 days' }));
    await user.click(screen.getByRole('radio', { name: 'Tenant' }));
    await click('Next');

    // Step 3: a typed amount loses its commas; nothing is required.
    await user.type(screen.getByRole('textbox', { name: 'Minimum budget' }), '250,000');
    await click('Next');

    // Step 4
    await user.selectOptions(screen.getByLabelText('Property type'), 'condo');
    await user.type(screen.getByRole('textbox', { name: 'Bedrooms' }), '2');
    await user.type(screen.getByRole('textbox', { name: 'Bathrooms' }), '1');
    await click('Next');

    // Step 5
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Sam');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Roy');
    await user.click(screen.getByRole('radio', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '5145550142');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'sam@example');
    await click('Next');
    expect(screen.getByRole('link', { name: 'The email address field is invalid.' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), '.com');
    await click('Next');

    // Step 6: submit waits for address, postal code and city.
    const submit = button('Submit');
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(
      'Fill in the address, postal code and city to send the request.',
    );
    expect(screen.getByRole('combobox', { name: 'Province' })).toHaveValue('QC');
    expect(screen.getByRole('textbox', { name: 'Country' })).toHaveValue('Canada');
    await user.type(screen.getByRole('textbox', { name: 'Address' }), '123, rue Principale');
    await user.type(screen.getByRole('textbox', { name: 'Postal code' }), 'h2x1y4');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Montréal');
    expect(submit).toBeEnabled();
    await user.click(submit);

    const done = await screen.findByText('Request Sent');
    // Focus moves to the confirmation once it is shown (an effect after the answer's render).
    await waitFor(() => expect(done.closest('[role="status"]')).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'City' })).toBeDisabled();
    expect(button('Submit')).toBeDisabled();
    const sent = getSubmissions().at(-1)!;
    expect(sent.status).toBe(200);
    expect(sent.fields).toEqual({
      recaptcha_response: 'local-captcha.test',
      form_type: 'property_alert',
      ...SAM_ROY,
      current_client_situation: 'tenant',
      desired_moving_timeframe: '60-120-days',
      budget_min: '250000',
      budget_max: '',
      nb_bedrooms: '2',
      nb_bathrooms: '1',
    });
    expect(Object.keys(sent.fields)[0]).toBe('recaptcha_response');
    expect(sessionStorage.getItem(`${DRAFT_PREFIX}property_alert-b0`)).toBeNull();
    // The contact info is kept for the other forms of the site.
    expect(useContactInfo.getState()).toMatchObject({ firstname: 'Sam', email: 'sam@example.com' });
  });

  it('waits for the captcha site key before starting, in French', async () => {
    await show('fr', { ...TEST_SITE, recaptchaSiteKey: '' });
    expect(button('Débuter')).toBeDisabled();
    expect(await screen.findByText('Ce formulaire n’est pas disponible pour le moment.')).toBeInTheDocument();
  });

  it('restores the step and every value after a reload, and starts from the current search', async () => {
    sessionStorage.setItem(
      SEARCH_FILTERS_STORAGE_KEY,
      JSON.stringify({
        state: {
          filters: {
            ...EMPTY_FILTERS,
            mun: ['23027'],
            price_max: 600000,
            type: ['maison'],
            bedrooms: 3,
            bathrooms: 2,
          },
        },
        version: 0,
      }),
    );
    const first = await show('fr');
    await waitFor(() => expect(button('Débuter')).toBeEnabled());
    await click('Débuter');
    expect(screen.getByRole('checkbox', { name: 'Québec' })).toBeChecked();
    await click('Suivant');
    await user.click(screen.getByRole('radio', { name: 'Plus de 8 mois' }));
    await user.click(screen.getByRole('radio', { name: 'Propriétaire' }));
    await click('Suivant');
    expect(screen.getByRole('textbox', { name: 'Budget maximum' })).toHaveValue('600\u00a0000');
    await click('Suivant');
    expect(screen.getByLabelText('Type de propriété')).toHaveValue('maison');
    const bedrooms = screen.getByRole('textbox', { name: 'Chambres' });
    expect(bedrooms).toHaveValue('3');
    await user.clear(bedrooms);
    await user.type(bedrooms, '4');
    first.unmount();

    // "Reload" in the middle of step 4.
    await show('fr');
    expect(await screen.findByRole('textbox', { name: 'Chambres' })).toHaveValue('4');
    expect(screen.getByLabelText('Étape 4 sur 6')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Salles de bain' })).toHaveValue('2');
    await click('Précédent');
    await click('Précédent');
    expect(screen.getByRole('radio', { name: 'Plus de 8 mois' })).toBeChecked();
  });

  it('lists submit-error on a failed submission, unlocks and keeps every value', async () => {
    sessionStorage.setItem(
      `${DRAFT_PREFIX}property_alert-b0`,
      JSON.stringify({
        version: 1,
        step: 6,
        values: {
          ...EMPTY_ALERT_VALUES,
          municipalities: ['66023'],
          moving_date: '0-60-days',
          current_situation: 'abroad',
          bedrooms: '1',
          bathrooms: '1',
          firstname: 'Léa',
          lastname: 'Roy',
          phone: '(514) 555-0123',
          email: 'lea@example.com',
          address: '1 rue [server-error]',
          postal_code: 'H2X 1Y4',
          city: 'Laval',
        },
      }),
    );
    await show('fr');
    const submit = await screen.findByRole('button', { name: 'Envoyer' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    const list = await screen.findByRole('region', { name: 'Un problème est survenu' });
    await waitFor(() => expect(list).toHaveFocus());
    expect(list).toHaveTextContent(
      'La demande n’a pas pu être envoyée Une erreur est survenue lors de l’envoi du formulaire. Veuillez réessayer plus tard.',
    );
    expect(getSubmissions().at(-1)?.status).toBe(500);
    const address = screen.getByRole('textbox', { name: 'Adresse' });
    expect(address).toBeEnabled();
    expect(address).toHaveValue('1 rue [server-error]');
    await user.clear(address);
    await user.type(address, '1 rue Principale');
    await act(async () => user.click(screen.getByRole('button', { name: 'Envoyer' })));
    expect(await screen.findByText('Demande envoyée')).toBeInTheDocument();
    expect(getSubmissions().at(-1)?.status).toBe(200);
  });
});

describe('alert prefill and budget slider', () => {
  const filters = (patch: Partial<SearchFilters>): SearchFilters => ({ ...EMPTY_FILTERS, ...patch });

  it('takes the search’s municipalities, budget, first known type, bedrooms and bathrooms', () => {
    expect(
      prefillFromSearch(
        EMPTY_ALERT_VALUES,
        filters({
          mun: ['1', '2'],
          price_min: 100000.4,
          price_max: null,
          type: ['castle', 'chalet'],
          bedrooms: 2,
        }),
      ),
    ).toMatchObject({
      municipalities: ['1', '2'],
      budget_min: '100000',
      budget_max: '',
      property_type: 'chalet',
      bedrooms: '2',
      bathrooms: '',
    });
    expect(prefillFromSearch(EMPTY_ALERT_VALUES, EMPTY_FILTERS)).toEqual(EMPTY_ALERT_VALUES);
  });

  it('puts an amount on the last increment at or below it', () => {
    const steps = [0, 25000, 50000, 1000000];
    expect(incrementIndex(0, steps)).toBe(0);
    expect(incrementIndex(49999, steps)).toBe(1);
    expect(incrementIndex(50000, steps)).toBe(2);
    expect(incrementIndex(5_000_000, steps)).toBe(3);
  });
});
