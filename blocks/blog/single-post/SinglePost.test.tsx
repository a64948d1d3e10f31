// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type SiteData, SiteDataProvider } from '../../../stores/site-data';
import { examplesOf, renderable, TEST_SITE } from '../../../testing/blocks';
import { shareHref } from '../../../ui/share/share';
import def from './index';

const [post, excerptOnly] = await examplesOf(def);
const SITE = { ...TEST_SITE, origin: 'https://courtier.example' } satisfies SiteData;

async function show(example = post!, locale: 'fr' | 'en' = 'fr') {
  render(<SiteDataProvider value={SITE}>{await renderable(def, example, locale)}</SiteDataProvider>);
}
const share = (name: string) => screen.getByRole('link', { name: new RegExp(`^${name}`) });

describe('single blog post', () => {
  it('shows category, title as the page heading, author, long date, read time, image and content (French)', async () => {
    await show();
    const article = screen.getByRole('article');
    expect(within(article).getByRole('list', { name: 'Catégorie' })).toHaveTextContent('Achat');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Les étapes d’un premier achat au Québec',
    );
    expect(article).toHaveTextContent('Frédéric Marcotte');
    const date = article.querySelector('time');
    expect(date).toHaveAttribute('datetime', '2024-01-10T14:00:00.000Z');
    expect(date).toHaveTextContent('10 janvier 2024');
    expect(article).toHaveTextContent('Temps de lecture : 2 min');
    const image = article.querySelector('figure img');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '675');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(
      screen.getByRole('heading', { level: 2, name: '1. Faire le point sur votre budget' }),
    ).toBeVisible();
    // How long ago: only once mounted (it depends on the reader's clock).
    expect(article).toHaveTextContent(/il y a \d+ (an|ans|mois)/);
  });

  it('reads in English with the English date, read time and slug', async () => {
    await show(post, 'en');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'The steps of a first home purchase in Québec',
    );
    expect(screen.getByRole('article')).toHaveTextContent('January 10, 2024');
    expect(screen.getByRole('article')).toHaveTextContent('Read time: 2 mins');
    expect(share('Share on Facebook')).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(
        'https://courtier.example/en/blog/the-steps-of-a-first-home-purchase-in-quebec-1',
      )}`,
    );
  });

  it('shares the encoded full address on social sites in a new tab, by mail, and prints', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await show();
    const url = 'https://courtier.example/fr/blogue/les-etapes-d-un-premier-achat-au-quebec-1';
    const facebook = share('Partager sur Facebook');
    expect(facebook).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    );
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    expect(facebook).toHaveAccessibleName('Partager sur Facebook (s’ouvre dans un nouvel onglet)');
    expect(share('Partager sur X').getAttribute('href')).toContain(`url=${encodeURIComponent(url)}`);
    expect(share('Partager sur LinkedIn').getAttribute('href')).toContain(encodeURIComponent(url));
    const mail = share('Envoyer par courriel');
    expect(mail).toHaveAttribute(
      'href',
      `mailto:?subject=${encodeURIComponent('Les étapes d’un premier achat au Québec')}&body=${encodeURIComponent(url)}`,
    );
    expect(mail).not.toHaveAttribute('target');
    await user.click(screen.getByRole('button', { name: 'Imprimer l’article' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('falls back to the excerpt without content, and leaves the share bar out when disabled', async () => {
    await show(excerptOnly!);
    await act(async () => {});
    expect(screen.getByRole('article')).toHaveTextContent(
      'Ce formulaire obligatoire protège autant le vendeur',
    );
    expect(screen.queryByRole('link', { name: /Partager/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Imprimer/ })).toBeNull();
  });

  it('encodes what it shares, so a title cannot add parameters', () => {
    expect(shareHref('x', 'https://a.example/p?x=1', 'A & B #1')).toBe(
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Fa.example%2Fp%3Fx%3D1&text=A%20%26%20B%20%231',
    );
  });
});
