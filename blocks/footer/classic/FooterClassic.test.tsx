// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderNthExample } from '../../../testing/blocks';
import { MemoryRouter } from '../../../ui/navigation/navigation';
import footer from '.';

const renderFooter = (index: number, locale: 'fr' | 'en' = 'fr') =>
  renderNthExample(footer, index, { locale, wrap: (node) => <MemoryRouter>{node}</MemoryRouter> });

describe('classic footer', () => {
  it('shows the dark logo on a dark scheme, columns, icon links, copyright, privacy and powered-by', async () => {
    await renderFooter(0);
    expect(screen.getAllByRole('img')[0]).toHaveAttribute(
      'src',
      expect.stringContaining('brand/logo-dark.svg'),
    );
    const columns = screen.getByRole('navigation', { name: 'Plan du site' });
    expect(within(columns).getByRole('link', { name: 'Toutes les propriétés' })).toHaveAttribute(
      'href',
      '/fr/proprietes',
    );
    expect(screen.getByRole('link', { name: /Facebook/ })).toHaveAttribute('target', '_blank');
    const year = new Date().getFullYear();
    expect(
      screen.getByText(
        `© ${year} Julie Tremblay, courtière immobilière résidentielle. Tous droits réservés.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute(
      'href',
      '/fr/politique-confidentialite',
    );
    expect(screen.getByRole('img', { name: 'Propulsé par Horizon' })).toBeInTheDocument();
  });

  it('takes the light logo on a light scheme and speaks English on English pages', async () => {
    await renderFooter(1, 'en');
    expect(screen.getAllByRole('img')[0]).toHaveAttribute(
      'src',
      expect.stringContaining('brand/logo-light.svg'),
    );
    expect(screen.getByText(/All rights reserved\.$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/en/privacy-policy',
    );
  });
});
