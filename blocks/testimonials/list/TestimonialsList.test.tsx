// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { examplesOf, renderable, stubTextLayout } from '../../../testing/blocks';
import { installMatchMedia } from '../../../testing/render';
import { LIST_TESTIMONIALS_INITIAL, TESTIMONIAL_COLLAPSE_HEIGHT } from '../../../ui/constants';
import { collapseHeight, collapses } from './collapse';
import def from './index';

const [clients, fewInEnglish] = await examplesOf(def);

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('testimonials list', () => {
  it('pins the limits: 3 first, collapse above 256 px from lg and 128 px below', () => {
    expect(LIST_TESTIMONIALS_INITIAL).toBe(3);
    expect(TESTIMONIAL_COLLAPSE_HEIGHT).toEqual({ lg: 256, below: 128 });
    expect(collapseHeight('lg')).toBe(256);
    expect(collapseHeight('xxxxl')).toBe(256);
    expect(collapseHeight('md')).toBe(128);
    expect(collapseHeight('xs')).toBe(128);
    expect(collapses(200, 'lg')).toBe(false);
    expect(collapses(200, 'md')).toBe(true);
    expect(collapses(256, 'xl')).toBe(false);
    expect(collapses(257, 'xl')).toBe(true);
  });

  it('shows the first 3, then all after "show more", focus on the first revealed (French)', async () => {
    const user = userEvent.setup();
    render(await renderable(def, clients!, 'fr'));
    const list = screen.getAllByRole('list')[0]!;
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: /Voir plus/ }));
    const items = within(list).getAllByRole('listitem');
    // In French, 7 of the 8 have French text (one is written in English only): at least 3, so only those.
    expect(items).toHaveLength(7);
    expect(items[3]).toHaveFocus();
    expect(screen.queryByText(/Moving from Ontario/)).toBeNull();
  });

  it('in English, leaves out the French-only testimonial, since at least 3 are in English', async () => {
    const user = userEvent.setup();
    render(await renderable(def, clients!, 'en'));
    await user.click(screen.getByRole('button', { name: /Show more/ }));
    expect(screen.getByText(/Moving from Ontario/)).toBeInTheDocument();
    expect(within(screen.getAllByRole('list')[0]!).getAllByRole('listitem')).toHaveLength(7);
  });

  it('fills the missing language when fewer than 3 are written in the page language', async () => {
    render(await renderable(def, fewInEnglish!, 'en'));
    const quotes = document.querySelectorAll('blockquote');
    // 1 in English, 3 in French only: all 4 show (3 at first), the French ones marked as French.
    expect(screen.getByRole('button', { name: /Show more/ })).toHaveTextContent('(1 more testimonials)');
    expect(quotes).toHaveLength(3);
    expect(quotes[0]).not.toHaveAttribute('lang');
    expect(quotes[1]).toHaveAttribute('lang', 'fr');
  });

  it('collapses a long text with "read more" / "show less", at 128 px below lg', async () => {
    installMatchMedia(() => false); // a narrow screen: below every breakpoint
    vi.stubGlobal('innerWidth', 500);
    stubTextLayout({ pxPerChar: 0.5 }); // ~900 characters: about 450 px; the short ones stay under 128 px
    const user = userEvent.setup();
    render(await renderable(def, clients!, 'en'));
    const toggles = screen.getAllByRole('button', { name: /Read more/ });
    expect(toggles).toHaveLength(1);
    const toggle = toggles[0]!;
    expect(toggle).toHaveAccessibleName(/^Read more ?\(testimonial by Martine et Serge P\.\)$/);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const text = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(text).toHaveAttribute('data-cut', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName(/^Show less ?\(testimonial by Martine et Serge P\.\)$/);
    expect(text).not.toHaveAttribute('data-cut');
  });

  it('does not collapse a text under 256 px at lg and up', async () => {
    installMatchMedia(() => true);
    vi.stubGlobal('innerWidth', 1300);
    stubTextLayout({ pxPerChar: 0.25 }); // ~900 characters: about 225 px, under 256
    render(await renderable(def, clients!, 'fr'));
    expect(screen.queryByRole('button', { name: /Lire la suite/ })).toBeNull();
  });
});
