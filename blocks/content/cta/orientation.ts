import type { Breakpoint } from '../../../ui/constants';
import type { CtaOrientation } from './schema';

/** The orientation drawn: the content's, except on the widest screens where it is always centred. */
export function effectiveCtaOrientation(
  orientation: CtaOrientation | undefined,
  breakpoint: Breakpoint,
): CtaOrientation {
  if (breakpoint === 'xxxxl') return 'center';
  return orientation ?? 'full';
}
