// @vitest-environment jsdom
// Runs isolated: its autoplay runs on fake timers, and after other files in one module graph it skips a slide.
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { examplesOf, renderable } from '../../../testing/blocks';
import { wrapIndex } from '../../../ui/carousel';
import def from './index';

const [three, single] = await examplesOf(def);
const currentTitle = () => {
  const current = document.querySelector('[data-current="true"]');
  return current?.querySelector('h2')?.textContent;
};

describe('hero slider', () => {
  it('previous from the first slide goes to the last, next from the last back to the first', async () => {
    const user = userEvent.setup();
    render(await renderable(def, three!));
    expect(currentTitle()).toBe('Maison familiale à Rosemont');
    await user.click(screen.getByRole('button', { name: 'Diapositive précédente' }));
    expect(currentTitle()).toBe('Condo avec vue sur le fleuve');
    await user.click(screen.getByRole('button', { name: /Diapositive suivante/ }));
    expect(currentTitle()).toBe('Maison familiale à Rosemont');
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(3, 3)).toBe(0);
  });

  it('a thumbnail jumps to its slide and marks itself current; the next button previews the following slide', async () => {
    const user = userEvent.setup();
    render(await renderable(def, three!));
    const thumb = screen.getByRole('button', {
      name: 'Aller à la diapositive 3 : Condo avec vue sur le fleuve',
    });
    await user.click(thumb);
    expect(currentTitle()).toBe('Condo avec vue sur le fleuve');
    expect(thumb).toHaveAttribute('aria-current', 'true');
    // From the last slide, the preview is the first one.
    expect(
      screen.getByRole('button', { name: 'Diapositive suivante : Maison familiale à Rosemont' }),
    ).toBeInTheDocument();
    // Slides not shown are hidden from assistive technologies and from the keyboard.
    const hiddenSlides = document.querySelectorAll('[data-current="false"]');
    expect(hiddenSlides).toHaveLength(2);
    for (const slide of hiddenSlides) expect(slide).toHaveAttribute('aria-hidden', 'true');
  });

  it('can be paused, and a single slide has no controls', async () => {
    const user = userEvent.setup();
    const { unmount } = render(await renderable(def, three!));
    await user.click(screen.getByRole('button', { name: 'Mettre le défilement automatique en pause' }));
    expect(screen.getByRole('button', { name: 'Reprendre le défilement automatique' })).toBeInTheDocument();
    unmount();
    render(await renderable(def, single!));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('advances on its own, wrapping after the last slide, and stays put once paused', async () => {
    const view = await renderable(def, three!);
    vi.useFakeTimers();
    try {
      render(view);
      for (const expected of [
        'Chalet au bord du lac',
        'Condo avec vue sur le fleuve',
        'Maison familiale à Rosemont',
      ]) {
        act(() => vi.advanceTimersByTime(8000));
        expect(currentTitle()).toBe(expected);
      }
      fireEvent.click(screen.getByRole('button', { name: 'Mettre le défilement automatique en pause' }));
      fireEvent.blur(screen.getByRole('button', { name: 'Reprendre le défilement automatique' }));
      act(() => vi.advanceTimersByTime(8000 * 3));
      expect(currentTitle()).toBe('Maison familiale à Rosemont');
    } finally {
      vi.useRealTimers();
    }
  });
});
