// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { foldText, matchByName, useCombobox } from './combobox';

const CITIES = ['Lévis', 'Montréal', 'Mont-Laurier', 'Chaumont', 'Québec'];

/** The smallest field on the hook: a list of cities, the picks written out below it. */
function Cities({ multiple = false, activateFirst = false }) {
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const shown = matchByName(CITIES, query, (c) => c);
  const box = useCombobox({
    count: shown.length,
    query,
    multiple,
    activateFirst,
    onPick: (i) => setPicked((p) => [...p, shown[i]!]),
    onClear: () => setQuery(''),
  });
  return (
    <div>
      <label htmlFor={box.inputProps.id}>Ville</label>
      <input
        {...box.inputProps}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          box.typed(e.target.value);
        }}
      />
      <div {...box.listProps} role="listbox" aria-label="Villes">
        {shown.map((city, i) => (
          <div
            key={city}
            {...box.optionProps(i)}
            role="option"
            tabIndex={-1}
            aria-selected={i === box.active}
          >
            {city}
          </div>
        ))}
      </div>
      <output>{picked.join(', ')}</output>
    </div>
  );
}

const field = () => screen.getByRole('combobox', { name: 'Ville' });
const active = () =>
  document.getElementById(field().getAttribute('aria-activedescendant') ?? '')?.textContent;

describe('matchByName', () => {
  it('ignores accents and case, and puts the names where a word starts with the text first', () => {
    expect(foldText('  MontRÉal ')).toBe('montreal');
    expect(matchByName(CITIES, 'mont', (c) => c)).toEqual(['Montréal', 'Mont-Laurier', 'Chaumont']);
    expect(matchByName(CITIES, 'LAURIER', (c) => c)).toEqual(['Mont-Laurier']);
    expect(matchByName(CITIES, 'quebec', (c) => c)).toEqual(['Québec']);
    expect(matchByName(CITIES, '   ', (c) => c)).toEqual(CITIES);
  });
});

describe('useCombobox', () => {
  it('opens on typing; the arrows move and wrap; Home and End jump; Enter picks and closes', async () => {
    const user = userEvent.setup();
    render(<Cities />);
    await user.type(field(), 'mont');
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(field()).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowUp}');
    expect(active()).toBe('Chaumont');
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe('Montréal');
    await user.keyboard('{End}');
    expect(active()).toBe('Chaumont');
    await user.keyboard('{Home}{ArrowDown}{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Mont-Laurier');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(field()).toHaveFocus();
  });

  it('Alt+ArrowDown opens without moving; Escape closes, then clears the text', async () => {
    const user = userEvent.setup();
    render(<Cities />);
    await user.type(field(), 'l');
    await user.keyboard('{Escape}');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(field()).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{Escape}{Escape}');
    expect(field()).toHaveValue('');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
  });

  it('for several choices: the first match is active as one types, and a pick keeps the list open', async () => {
    const user = userEvent.setup();
    render(<Cities multiple activateFirst />);
    await user.type(field(), 'mont');
    expect(active()).toBe('Montréal');
    await user.keyboard('{Enter}{ArrowDown}{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Montréal, Mont-Laurier');
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('option', { name: 'Chaumont' }));
    expect(screen.getByRole('status')).toHaveTextContent('Montréal, Mont-Laurier, Chaumont');
    expect(field()).toHaveFocus();
  });

  it('a field with nothing to show stays closed, and Enter does nothing', async () => {
    const user = userEvent.setup();
    render(<Cities />);
    await user.type(field(), 'zzz{ArrowDown}{Enter}');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
