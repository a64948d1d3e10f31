// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { type BlockMeta, loadExamples } from '../../../engine/registry';
import { renderWithProviders } from '../../../testing/render';
import { MemoryRouter } from '../../../ui/navigation/navigation';
import footer from '.';

type Example = { block_params: { color_scheme?: string }; fields: unknown };

async function renderFooter(index: number, locale: 'fr' | 'en' = 'fr') {
  const example = (await loadExamples(footer))[index] as Example;
  const Component = (await footer.load()).default as ComponentType<{
    fields: unknown;
    params: unknown;
    meta: BlockMeta;
  }>;
  const meta: BlockMeta = {
    type: footer.type,
    id: 'f',
    index: 0,
    colorScheme: example.block_params.color_scheme,
    overlapTop: 0,
  };
  return renderWithProviders(
    <MemoryRouter>
      <Component fields={example.fields} params={example.block_params} meta={meta} />
    </MemoryRouter>,
    { locale },
  );
}

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
