// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSubmissions } from '../../../api/fixture/core';
import { EMPTY_VALUATION_VALUES } from '../../../domain/lead-forms';
import { CONTACT_INFO_STORAGE_KEY } from '../../../stores/contact-info';
import { examplesOf } from '../../../testing/blocks';
import { leadFormUser, prepareLeadFormTests, renderLeadForm } from '../../../testing/lead-forms';
import { LEA_ROY, SHERBROOKE_HOUSE } from '../../../tests/lead-form-fields';
import { DRAFT_PREFIX } from '../../../ui/multi-step-form';
import def from './index';

prepareLeadFormTests();
const user = leadFormUser();

const [example, plain] = await examplesOf(def);

const show = (locale: 'fr' | 'en', payload = example!) => renderLeadForm(def, payload, locale);
const click = (name: string) => user.click(screen.getByRole('button', { name }));
const box = (name: string) => screen.getByRole('textbox', { name });

describe('property valuation block', () => {
  it('is completed in French in seven steps, areas sent with their unit', { timeout: 60_000 }, async () => {
    sessionStorage.setItem(
      CONTACT_INFO_STORAGE_KEY,
      JSON.stringify({
        state: { firstname: 'Léa', lastname: 'Roy', email: 'lea@example.com', phone: '(514) 555-0123' },
        version: 0,
      }),
    );
    await show('fr');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Débuter' })).toBeEnabled());
    await click('Débuter');
    expect(screen.getByRole('heading', { name: 'Où se trouve votre propriété ?' })).toHaveFocus();
    await click('Suivant');
    expect(
      within(screen.getByRole('region', { name: 'Un problème est survenu' })).getByRole('link', {
        name: 'Le champ municipalité est requis.',
      }),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Municipalité de la propriété' }), '43027');
    await click('Suivant');

    // Step 2: every field required; 0 is a valid count.
    await click('Suivant');
    const list = screen.getByRole('region', { name: 'Un problème est survenu' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Le champ type de propriété est requis.',
      'Le champ année de construction est requis.',
      'Le champ chambres est requis.',
      'Le champ salles de bain est requis.',
      'Le champ stationnements extérieurs est requis.',
      'Le champ garages est requis.',
    ]);
    expect(box('Chambres')).toHaveAccessibleDescription('Requis');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type de propriété' }), 'maison');
    await user.type(box('Année de construction'), '87');
    await user.type(box('Chambres'), '3');
    await user.type(box('Salles de bain'), '2');
    await user.type(box('Stationnements extérieurs'), '0');
    await user.type(box('Garages (stationnement intérieur)'), '1');
    await click('Suivant');
    expect(
      screen.getByRole('link', { name: 'Le champ année de construction est invalide.' }),
    ).toBeInTheDocument();
    await user.clear(box('Année de construction'));
    await user.type(box('Année de construction'), '1987');
    await click('Suivant');

    // Step 3: metric, areas in m².
    await user.click(screen.getByRole('radio', { name: 'Métrique (mètres carrés)' }));
    expect(screen.getAllByText('m²')).toHaveLength(2);
    await user.type(box('Superficie habitable'), '135');
    await user.type(box('Superficie du terrain'), '0');
    await click('Suivant');

    // Steps 4 and 5: nothing required.
    await user.click(screen.getAllByRole('radio', { name: 'Oui' })[0]!);
    await user.click(screen.getAllByRole('radio', { name: 'Non' })[1]!);
    await click('Suivant');
    await user.type(box('Pourquoi pensez-vous vendre ?'), 'Plus grand terrain');
    await click('Suivant');

    // Step 6: prefilled from the contact info of the session.
    expect(box('Prénom')).toHaveValue('Léa');
    expect(box('Téléphone')).toHaveValue('(514) 555-0123');
    await click('Suivant');

    // Step 7
    expect(screen.getByLabelText('Étape 7 sur 7')).toBeInTheDocument();
    await user.type(box('Adresse'), '8, rue King Ouest');
    await user.type(box('Code postal'), 'j1h1p5');
    await user.type(box('Ville'), 'Sherbrooke');
    await click('Envoyer');
    expect(await screen.findByText('Demande envoyée')).toBeInTheDocument();
    const sent = getSubmissions().at(-1)!;
    expect(sent.status).toBe(200);
    expect(sent.fields).toEqual({
      recaptcha_response: 'local-captcha.test',
      form_type: 'property_valuation',
      locale: 'fr',
      ...LEA_ROY,
      preferred_method_of_contact: '',
      address: '8, rue King Ouest',
      postal_code: 'J1H 1P5',
      city: 'Sherbrooke',
      province: 'QC',
      country: 'Canada',
      ...SHERBROOKE_HOUSE,
      availability_of_report: 'false',
      reason_for_sale: 'Plus grand terrain',
      renos_and_improvments: '',
    });
  });

  it('speaks English: imperial areas in ft², its own start label, errors worded in English', async () => {
    sessionStorage.setItem(
      `${DRAFT_PREFIX}property_valuation-b0`,
      JSON.stringify({ version: 1, step: 3, values: { ...EMPTY_VALUATION_VALUES, municipalities: '23027' } }),
    );
    await show('en');
    expect(await screen.findByRole('heading', { name: 'Its areas' })).toBeInTheDocument();
    expect(screen.getAllByText('ft²')).toHaveLength(2);
    await click('Next');
    expect(screen.getByRole('link', { name: 'The living area field is required.' })).toBeInTheDocument();
    expect(box('Living area')).toHaveAccessibleDescription('Enter 0 if you do not know it. Required');
  });

  it('shows the content’s start label', async () => {
    await show('en', plain!);
    expect(screen.getByRole('button', { name: 'Begin' })).toBeInTheDocument();
  });
});
