// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { examplesOf, renderable } from '../../../testing/blocks';
import def from './index';
import { rewardImageUrl } from './reward-image';

const [many, few] = await examplesOf(def);

describe('rewards block', () => {
  it('shows the first 3 awards, then all of them after "show more", moving focus to the first revealed', async () => {
    const user = userEvent.setup();
    render(await renderable(def, many!));
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: /Voir plus/ }));
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(7);
    expect(items[3]).toHaveFocus();
    expect(screen.queryByRole('button', { name: /Voir plus/ })).toBeNull();
  });

  it('has no show-more button with 3 awards or fewer', async () => {
    render(await renderable(def, few!, 'en', { colorScheme: 'inverted' }));
    expect(screen.queryByRole('button')).toBeNull();
    const images = document.querySelectorAll('img');
    expect(images[0]?.getAttribute('src')).toBe('/resources/rewards/dark/diamant-fr.svg');
  });

  it('always uses the French file, light on light schemes and dark on the inverted one', () => {
    expect(rewardImageUrl('titan', 'normal')).toBe('/resources/rewards/light/titan-fr.svg');
    expect(rewardImageUrl('titan', undefined)).toBe('/resources/rewards/light/titan-fr.svg');
    expect(rewardImageUrl('titan', 'inverted')).toBe('/resources/rewards/dark/titan-fr.svg');
  });
});
