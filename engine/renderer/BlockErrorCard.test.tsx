// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withProviders } from '../../testing/render';
import { BlockErrorCard } from './BlockErrorCard';

describe('BlockErrorCard', () => {
  it('counts positions and errors from 1, like the editor', () => {
    render(
      withProviders(
        <BlockErrorCard
          issue={{
            kind: 'invalid',
            blockType: 'spacer',
            index: 0,
            errors: [
              { path: '/block_params/height', message: 'x', code: 'too-large', limit: 400 },
              { path: '/block_params/height_mobile', message: 'y', code: 'too-small', limit: 0 },
            ],
          }}
        />,
      ),
    );
    expect(screen.getByText('Bloc invalide « spacer » (position 1)')).toBeTruthy();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.closest('ol')).not.toBeNull();
  });
});
