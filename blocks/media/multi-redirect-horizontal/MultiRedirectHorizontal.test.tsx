// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useContactModal } from '../../../stores/contact-modal';
import { renderExample } from '../../../testing/blocks';
import icons from './examples/01-icons.json';
import numbered from './examples/02-numbered.json';
import images from './examples/03-images-grey.json';
import MultiRedirectHorizontal from './MultiRedirectHorizontal';

describe('media_multi_redirect_horizontal', () => {
  it('icon variant: an icon, a title, a text and a call to action per item, in English', () => {
    const { container } = renderExample(MultiRedirectHorizontal, icons, 'en');
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(container.querySelectorAll('[data-icon]')).toHaveLength(3);
    expect(within(items[0]!).getByRole('link', { name: 'See properties' })).toHaveAttribute(
      'href',
      '/en/properties',
    );
  });

  it('a call to action without URL opening the contact modal is a button', () => {
    renderExample(MultiRedirectHorizontal, icons, 'fr');
    fireEvent.click(screen.getByRole('button', { name: 'Être rappelé' }));
    expect(useContactModal.getState().open).toBe(true);
    useContactModal.getState().close();
  });

  it('numbered variant: an ordered list numbered 01, 02, ... with index and show_number honoured', () => {
    const { container } = renderExample(MultiRedirectHorizontal, numbered, 'fr');
    expect(container.querySelector('ol')).not.toBeNull();
    const numbers = [...container.querySelectorAll('li')].map(
      (li) => li.querySelector('[aria-hidden="true"]')?.textContent ?? null,
    );
    expect(numbers).toEqual(['01', '02', null, '04']);
    expect(screen.getByRole('link', { name: 'Demander une évaluation' })).toHaveAttribute(
      'href',
      '/fr/contact',
    );
  });

  it('image variant: images from the assets base and button calls to action', () => {
    const { container } = renderExample(MultiRedirectHorizontal, images, 'en');
    expect(container.querySelectorAll('img')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'See plexes' })).toHaveAttribute(
      'href',
      '/en/properties?type=prop',
    );
  });
});
