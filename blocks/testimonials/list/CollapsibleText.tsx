import { useLingui } from '@lingui/react/macro';
import { type CSSProperties, useCallback, useId, useRef, useState } from 'react';
import { TESTIMONIAL_COLLAPSE_HEIGHT } from '../../../ui/constants';
import { useBreakpoint } from '../../../ui/viewport';
import { useOverflow } from '../../shared/useOverflow';
import { collapses } from './collapse';
import styles from './TestimonialsList.module.css';

const heights = {
  '--collapse-lg': `${TESTIMONIAL_COLLAPSE_HEIGHT.lg}px`,
  '--collapse-below': `${TESTIMONIAL_COLLAPSE_HEIGHT.below}px`,
} as CSSProperties;

/**
 * A testimonial's text, collapsed when taller than 256 px from lg or 128 px below, with
 * a button to read it all and to fold it again. Without JavaScript the whole text shows.
 */
export function CollapsibleText({ text, author }: { text: string; author: string }) {
  const { t } = useLingui();
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const bp = useBreakpoint();
  const measure = useCallback((el: HTMLElement) => collapses(el.scrollHeight, bp), [bp]);
  const tall = useOverflow(ref, measure);
  const [open, setOpen] = useState(false);
  return (
    <>
      <div
        ref={ref}
        id={id}
        className={styles.text}
        data-open={open ? 'true' : 'false'}
        data-cut={tall && !open ? 'true' : undefined}
        style={heights}
      >
        {text}
      </div>
      {tall && (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? t`Réduire` : t`Lire la suite`}
          <span className={styles.srOnly}> {t`(témoignage de ${author})`}</span>
        </button>
      )}
    </>
  );
}
