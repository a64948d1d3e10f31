// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ChoiceGroup } from './ChoiceGroup';
import { MaskedField, preloadMasks } from './MaskedField';
import {
  AREA_MASK,
  COUNT_MASK,
  type MaskOptions,
  MONEY_MASK,
  PHONE_MASK,
  POSTAL_CODE_MASK,
  parseWholeAmount,
  YEAR_MASK,
} from './masks';
import { TextField } from './TextField';

function Masked({ mask, unmask, seen }: { mask: MaskOptions; unmask?: boolean; seen: string[] }) {
  const [value, setValue] = useState('');
  return (
    <MaskedField
      id="f"
      label="Field"
      mask={mask}
      unmask={unmask}
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

/** Two steps of a form, each with one masked field in the same place (React reuses the field). */
function Steps({ seen }: { seen: string[] }) {
  const [step, setStep] = useState(1);
  const [values, setValues] = useState({ year: '', area: '' });
  const field = step === 1 ? 'year' : 'area';
  return (
    <>
      <button type="button" onClick={() => setStep(2)}>
        Next
      </button>
      <MaskedField
        id={field}
        label={field}
        mask={step === 1 ? YEAR_MASK : AREA_MASK}
        unit={step === 1 ? undefined : 'm²'}
        value={values[field]}
        onChange={(next) => {
          seen.push(`${field}=${next}`);
          setValues((v) => ({ ...v, [field]: next }));
        }}
      />
    </>
  );
}

async function typeInto(mask: MaskOptions, text: string, unmask = false) {
  const seen: string[] = [];
  const { unmount } = render(<Masked mask={mask} unmask={unmask} seen={seen} />);
  const input = screen.getByLabelText('Field') as HTMLInputElement;
  await userEvent.type(input, text);
  const shown = input.value;
  unmount();
  return { shown, last: seen.at(-1) ?? '' };
}

// imask loads at the first interaction (MaskedField); these tests type with it there.
beforeAll(async () => {
  await preloadMasks();
});

describe('masks', () => {
  it('formats a phone as (###) ###-####', async () => {
    expect((await typeInto(PHONE_MASK, '514a5550123999')).shown).toBe('(514) 555-0123');
  });

  it('formats a postal code as A#A #A# in capitals', async () => {
    expect((await typeInto(POSTAL_CODE_MASK, 'h2x1y4')).shown).toBe('H2X 1Y4');
    expect((await typeInto(POSTAL_CODE_MASK, '2hx')).shown).toBe('H');
  });

  it('takes two digits for counts, four for a year, six for an area, no sign', async () => {
    expect((await typeInto(COUNT_MASK, '-123')).shown).toBe('12');
    expect((await typeInto(YEAR_MASK, '19875')).shown).toBe('1987');
    expect((await typeInto(AREA_MASK, '12345678')).shown).toBe('123456');
  });

  it('spaces thousands in amounts from 4 digits, up to 11 digits, and hands back the digits', async () => {
    expect(await typeInto(MONEY_MASK, '999', true)).toEqual({ shown: '999', last: '999' });
    expect(await typeInto(MONEY_MASK, '1250000', true)).toEqual({ shown: '1 250 000', last: '1250000' });
    expect((await typeInto(MONEY_MASK, '123456789012', true)).shown).toBe('12 345 678 901');
  });

  it('shows an amount grouped by three before the visitor touches the field, and its value as given', () => {
    render(<MaskedField id="f" label="Field" mask={MONEY_MASK} unmask value="1250000" onChange={() => {}} />);
    expect(screen.getByLabelText('Field')).toHaveValue('1 250 000');
    const { unmount } = render(
      <MaskedField id="g" label="Phone" mask={PHONE_MASK} value="(514) 555-0123" onChange={() => {}} />,
    );
    expect(screen.getByLabelText('Phone')).toHaveValue('(514) 555-0123');
    unmount();
  });

  it('masks the next field when a step puts another one in its place (React reuses the field)', async () => {
    const seen: string[] = [];
    render(<Steps seen={seen} />);
    await userEvent.type(screen.getByLabelText('year'), '19875');
    expect(screen.getByLabelText('year')).toHaveValue('1987');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.type(screen.getByLabelText('area'), '1234567');
    expect(screen.getByLabelText('area')).toHaveValue('123456');
    expect(seen.at(-1)).toBe('area=123456');
  });

  it('parses a typed amount: commas, spaces and minus signs stripped, then an integer', () => {
    expect(parseWholeAmount('1,250,000')).toBe(1250000);
    expect(parseWholeAmount('1 250 000 $')).toBe(1250000);
    expect(parseWholeAmount('1\u202f250\u00a0000')).toBe(1250000);
    expect(parseWholeAmount('-500000')).toBe(500000);
    expect(parseWholeAmount('450000.75')).toBe(450000);
    expect(parseWholeAmount('')).toBeNull();
    expect(parseWholeAmount('abc')).toBeNull();
  });
});

describe('fields', () => {
  it('names a text field, marks it required and reads its hint and error with it', () => {
    render(
      <TextField
        id="city"
        label="Ville"
        required
        hint="Comme sur la carte"
        error="Requis"
        value=""
        readOnly
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Ville' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Comme sur la carte Requis');
  });

  it('offers a choice as named radio buttons in a named group', async () => {
    const picked: string[] = [];
    render(
      <ChoiceGroup
        id="m"
        name="m"
        legend="Méthode"
        options={[
          { value: 'phone', label: 'Téléphone' },
          { value: 'email', label: 'Courriel' },
        ]}
        value=""
        onChange={(v) => picked.push(v)}
        required
        error="Requis"
      />,
    );
    const group = screen.getByRole('group', { name: 'Méthode' });
    expect(group).toHaveAccessibleDescription('Requis');
    expect(screen.getByRole('radio', { name: 'Téléphone' })).toBeRequired();
    expect(screen.getByRole('radio', { name: 'Téléphone' })).toBeInvalid();
    await userEvent.click(screen.getByRole('radio', { name: 'Courriel' }));
    expect(picked).toEqual(['email']);
  });
});
