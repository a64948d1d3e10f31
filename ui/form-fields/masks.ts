/**
 * Input masks of the forms, as imask options. What a mask lets through is
 * what the domain's patterns accept (domain/lead-form-schemas.ts), so a completed field is always valid.
 */
import type { FactoryOpts } from 'imask';
import { AREA_DIGITS, COUNT_DIGITS, YEAR_DIGITS } from '../../domain/patterns';
import { MONEY_MAX } from '../constants';

export type MaskOptions = FactoryOpts;

/** Phone: (###) ###-####. */
export const PHONE_MASK = { mask: '(000) 000-0000' } satisfies MaskOptions;
/** An example number in the mask's format. */
export const PHONE_PLACEHOLDER = '(514) 555-0123';

/** Canadian postal code: A#A #A#, letters in capitals whatever is typed. */
export const POSTAL_CODE_MASK = {
  mask: 'a0a 0a0',
  prepareChar: (char: string) => char.toUpperCase(),
} satisfies MaskOptions;
export const POSTAL_CODE_PLACEHOLDER = 'H2X 1Y4';

const upTo = (digits: number) => ({ mask: new RegExp(`^\\d{0,${digits}}$`) }) satisfies MaskOptions;

/** Bedrooms, bathrooms, parking, garage: 2 digits, 0 or more. */
export const COUNT_MASK = upTo(COUNT_DIGITS);
/** Year of construction: 4 digits. */
export const YEAR_MASK = { mask: '0'.repeat(YEAR_DIGITS) } satisfies MaskOptions;
/** Areas: up to 6 digits, 0 or more. */
export const AREA_MASK = upTo(AREA_DIGITS);

/** Whole dollars with a space between thousands (1 234 567), from 4 digits up to 11. */
export const MONEY_MASK = {
  mask: Number,
  scale: 0,
  min: 0,
  max: MONEY_MAX,
  thousandsSeparator: ' ',
} satisfies MaskOptions;

/** Digits grouped by three with a space, as MONEY_MASK shows them (1 234 567). */
export const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

/** How a field shows a value handed back bare (`unmask`), before imask is loaded: by mask. */
const SHOWN_UNMASKED = new Map<MaskOptions, (digits: string) => string>([[MONEY_MASK, groupThousands]]);

/**
 * The text a masked field shows for its value: the value itself, or for a bare value (`unmask`)
 * the mask's formatting of it. No imask needed: the server and the first render show it.
 */
export function shownValue(mask: MaskOptions, value: string, unmask: boolean): string {
  return unmask ? (SHOWN_UNMASKED.get(mask)?.(value) ?? value) : value;
}

/**
 * A whole amount from what a visitor typed: commas, spaces of any kind and minus signs
 * stripped, then an integer parsed; `null` when nothing usable is left.
 */
export function parseWholeAmount(text: string): number | null {
  const cleaned = text.replace(/[,\s\u00a0\u202f\-−]/g, '');
  const value = Number.parseInt(cleaned, 10);
  return Number.isFinite(value) ? value : null;
}
