// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { examplesOf, renderable } from '../../../testing/blocks';
import def from './index';

const [banks, single] = await examplesOf(def);

describe('bank partners', () => {
  it('shows each partner with its logo, name and employee cards (French)', async () => {
    render(await renderable(def, banks!, 'fr'));
    expect(
      screen.getAllByRole('region', { name: /Banque du Fleuve|Caisse des Érables|Fiducie Boréale/ }),
    ).toHaveLength(3);
    const caisse = screen.getByRole('region', { name: 'Caisse des Érables' });
    expect(within(caisse).getByRole('img', { name: 'Caisse des Érables' })).toBeInTheDocument();
    expect(
      within(caisse)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Nadia Lemieux', 'Olivier Bélanger', 'Sarah Nguyen']);
    expect(within(caisse).getAllByText('Conseillère hypothécaire')).toHaveLength(1);
  });

  it('the partner filter shows one partner, "all partners" shows them all again (English)', async () => {
    const user = userEvent.setup();
    render(await renderable(def, banks!, 'en'));
    const filter = screen.getByRole('list', { name: 'Filter by partner' });
    expect(within(filter).getByRole('button', { name: 'All partners' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(filter).getByRole('button', { name: 'Maple Credit Union' }));
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Maple Credit Union',
    ]);
    await user.click(within(filter).getByRole('button', { name: 'All partners' }));
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('a single partner needs no filter', async () => {
    render(await renderable(def, single!, 'en'));
    expect(screen.queryByRole('list', { name: 'Filter by partner' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Boreal Trust' })).toBeInTheDocument();
  });
});
