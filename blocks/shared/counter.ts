import { COUNTER_DIGITS } from '../../ui/constants';

/** A counter padded to two digits: 1 → "01", 12 → "12", 130 → "130". */
export function padCounter(value: number): string {
  return String(value).padStart(COUNTER_DIGITS, '0');
}
