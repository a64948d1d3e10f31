// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { examplesOf, renderable, stubTextLayout } from '../../../testing/blocks';
import { stubCarouselBrowser } from '../../../testing/render';
import { BROKER_TESTIMONIAL_MAX_LINES } from '../../../ui/constants';
import def from './index';

const [left, right] = await examplesOf(def);

stubCarouselBrowser({ restoreMocks: true });

describe('broker testimonials carousel', () => {
  it('puts the broker on the side the content asks for, beside a carousel of testimonials', async () => {
    render(await renderable(def, left!, 'fr'));
    expect(document.querySelector('[data-orientation]')).toHaveAttribute('data-orientation', 'left');
    expect(screen.getByText('Julie Tremblay')).toBeInTheDocument();
    const carousel = screen.getByRole('region', { name: 'Ils parlent de Julie' });
    expect(within(carousel).getAllByRole('group')).toHaveLength(6);
    expect(
      within(carousel).getByRole('button', { name: 'Mettre le défilement automatique en pause' }),
    ).toBeInTheDocument();
  });

  it('without a title, names the carousel after the broker; orientation right', async () => {
    render(await renderable(def, right!, 'en'));
    expect(document.querySelector('[data-orientation]')).toHaveAttribute('data-orientation', 'right');
    expect(screen.getByRole('region', { name: 'Testimonials about Julie Tremblay' })).toBeInTheDocument();
  });

  it('a text longer than 7 lines gets "show more", opening a popup with all of it that gives focus back', async () => {
    expect(BROKER_TESTIMONIAL_MAX_LINES).toBe(7);
    // 20 px lines, 0.25 px per character: the ~750-character English text takes 9 lines, the others
    // (under 450 characters) fewer than 7.
    stubTextLayout({ pxPerChar: 0.25, lineHeight: 20 });
    const user = userEvent.setup();
    render(await renderable(def, left!, 'en'));
    const more = await screen.findAllByRole('button', { name: /^Show more/ });
    expect(more).toHaveLength(1);
    expect(more[0]).toHaveAccessibleName(/testimonial by Martine et Serge P\./);
    await user.click(more[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Testimonial by Martine et Serge P.' });
    expect(dialog).toHaveTextContent('On moving day she dropped by with croissants.');
    expect(dialog).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(more[0]).toHaveFocus();
  });

  it('no popup for a text of 7 lines or fewer', async () => {
    stubTextLayout({ pxPerChar: 0.15, lineHeight: 20 }); // ~890 French characters: 7 lines
    render(await renderable(def, left!, 'fr'));
    expect(screen.queryByRole('button', { name: /^Voir plus/ })).toBeNull();
  });
});
