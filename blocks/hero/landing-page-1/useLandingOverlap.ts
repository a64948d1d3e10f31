import { type RefObject, useEffect, useState } from 'react';
import { BREAKPOINTS, OVERLAP } from '../../../ui/constants';
import { useMediaQuery } from '../../../ui/viewport';
import { landingOverlap } from './overlap';

/**
 * Measures the landing hero's form and infos and returns how far the form hangs over the next
 * block; the next block receives it as its `--overlap-top` so its content starts below the form.
 * Side by side from `lg` up; stacked ("small screens") below. The server answers the small value.
 */
export function useLandingOverlap(
  section: RefObject<HTMLElement | null>,
  form: RefObject<HTMLElement | null>,
  infos: RefObject<HTMLElement | null>,
): number {
  const wide = useMediaQuery(`(min-width: ${BREAKPOINTS.lg}px)`);
  const [overlap, setOverlap] = useState<number>(OVERLAP.landingSmall);

  useEffect(() => {
    const measure = () =>
      setOverlap(
        landingOverlap({
          small: !wide,
          formHeight: form.current?.offsetHeight ?? 0,
          infosHeight: infos.current?.offsetHeight ?? 0,
        }),
      );
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    if (form.current) observer.observe(form.current);
    if (infos.current) observer.observe(infos.current);
    return () => observer.disconnect();
  }, [wide, form, infos]);

  // Exposed to the next block: the renderer's wrapper of the following block takes the value.
  useEffect(() => {
    const next = section.current?.closest('.block')?.nextElementSibling;
    if (next instanceof HTMLElement) next.style.setProperty('--overlap-top', `${overlap}px`);
  }, [overlap, section]);

  return overlap;
}
