// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { examplesOf, renderable, stubTextLayout } from '../../../testing/blocks';
import { stubCarouselBrowser } from '../../../testing/render';
import { TESTIMONIAL_SLIDER_MAX_LINES } from '../../../ui/constants';
import def from './index';

const [slider, noTitle] = await examplesOf(def);

stubCarouselBrowser({ restoreMocks: true });

describe('testimonials slider', () => {
  it('cuts a card after 10 lines; "show more" opens the whole text and its author', async () => {
    expect(TESTIMONIAL_SLIDER_MAX_LINES).toBe(10);
    // 20 px lines: the ~890-character French text takes 13 lines, the others at most 7.
    stubTextLayout({ pxPerChar: 0.3, lineHeight: 20 });
    const user = userEvent.setup();
    render(await renderable(def, slider!, 'fr'));
    const carousel = screen.getByRole('region', { name: 'Nos clients en parlent' });
    const more = within(carousel).getAllByRole('button', { name: /^Voir plus/ });
    expect(more).toHaveLength(1);
    await user.click(more[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Témoignage de Martine et Serge P.' });
    expect(dialog).toHaveTextContent('Nous n’aurions pas traversé cette année sans elle.');
    expect(within(dialog).getByText('Vendeurs puis acheteurs à Lévis')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(more[0]).toHaveFocus();
  });

  it('applies the card colours of the content', async () => {
    render(await renderable(def, slider!, 'en'));
    const first = document.querySelector('figure')!;
    expect(first.style.background).toBe('rgb(11, 59, 140)');
    expect(first.style.color).toBe('rgb(255, 255, 255)');
  });

  it('without a title, is named "Testimonials"; each slide is announced n of N', async () => {
    render(await renderable(def, noTitle!, 'en'));
    const carousel = screen.getByRole('region', { name: 'Testimonials' });
    expect(
      within(carousel)
        .getAllByRole('group')
        .map((g) => g.getAttribute('aria-label')),
    ).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(within(carousel).getByRole('button', { name: 'Pause automatic sliding' })).toBeInTheDocument();
  });
});
