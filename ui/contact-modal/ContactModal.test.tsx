// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ContactRecipient } from '../../stores/contact-modal';
import { type SiteData, SiteDataProvider } from '../../stores/site-data';
import { renderWithProviders } from '../../testing/render';
import ContactModal, { isFirstPerson } from './ContactModal';

const site = (siteType: 'broker' | 'agency'): SiteData => ({
  siteId: '1',
  siteType,
  micrositeId: 'm',
  siteKey: 'k',
  recaptchaSiteKey: 'local-captcha-site-key',
  production: false,
  alternatePaths: [],
  variant: null,
});
const broker: ContactRecipient = { type: 'broker', slug: 'marc-leblanc', name: 'Marc Leblanc' };
const office: ContactRecipient = { type: 'office', slug: 'plateau', name: 'Bureau du Plateau' };

describe('contact modal wording', () => {
  it('speaks in the first person for an individual or on a broker site, in the plural otherwise', () => {
    expect(isFirstPerson(null, 'broker')).toBe(true);
    expect(isFirstPerson(office, 'broker')).toBe(true);
    expect(isFirstPerson(broker, 'agency')).toBe(true);
    expect(isFirstPerson(null, 'agency')).toBe(false);
    expect(isFirstPerson(office, 'agency')).toBe(false);
  });

  it('names the recipient and holds the contact form', async () => {
    renderWithProviders(
      <SiteDataProvider value={site('agency')}>
        <ContactModal open recipient={office} opener={null} onClose={() => {}} />
      </SiteDataProvider>,
    );
    expect(await screen.findByRole('dialog', { name: 'Écrivez-nous' })).toBeInTheDocument();
    expect(screen.getByText('Votre message sera transmis à Bureau du Plateau.')).toBeInTheDocument();
    expect(screen.getByLabelText('Prénom', { exact: false })).toBeInTheDocument();
  });
});
