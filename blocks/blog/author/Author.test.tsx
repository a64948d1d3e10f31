// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { examplesOf, renderable } from '../../../testing/blocks';
import def from './index';

const [broker, nameOnly] = await examplesOf(def);

describe('author block', () => {
  it('names its region after the author and shows picture, subtitle, about, details and links (French)', async () => {
    render(await renderable(def, broker!));
    const region = screen.getByRole('region', { name: 'Frédéric Marcotte' });
    expect(region).toHaveTextContent('À propos de l’auteur');
    expect(screen.getByRole('img', { name: 'Photo de Frédéric Marcotte' })).toHaveAttribute('width', '400');
    expect(region).toHaveTextContent('accompagne acheteurs et vendeurs');
    expect(screen.getByRole('link', { name: /Facebook de Frédéric Marcotte/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByRole('link', { name: 'Me contacter' })).toBeVisible();
  });

  it('reads in English, and needs nothing but a name', async () => {
    render(await renderable(def, broker!, 'en'));
    expect(screen.getByText('About the author')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Contact me' })).toBeVisible();
    document.body.innerHTML = '';
    render(await renderable(def, nameOnly!));
    expect(screen.getByRole('heading', { level: 2, name: 'Équipe Horizon' })).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
