import { useLingui } from '@lingui/react/macro';
import { type CSSProperties, type ReactNode, useCallback, useRef, useState } from 'react';
import { Modal } from '../../ui/modal';
import { exceedsLines } from './clamp';
import styles from './people.module.css';
import { lineHeightOf, useOverflow } from './useOverflow';

export interface ClampedTextProps {
  /** Lines shown before the text is cut (7 for brokers, 7 or 5 for teams, 10 in the slider). */
  lines: number;
  children: ReactNode;
  /** Title of the popup with the whole text. */
  modalTitle: string;
  /** What the popup shows; the same text by default. */
  modalBody?: ReactNode;
  /** Says whose text the button opens, for screen readers ("Voir plus" alone is ambiguous in a list). */
  moreContext: string;
  /** Language of the text when it is not the page's (a testimonial filled from another locale). */
  lang?: string;
  className?: string;
}

/**
 * A text cut after `lines` lines; when it is longer, a "see more" button opens a popup with all of
 * it. Without JavaScript the whole text shows (the cut needs a measure, and a button that works).
 */
export function ClampedText({
  lines,
  children,
  modalTitle,
  modalBody,
  moreContext,
  lang,
  className,
}: ClampedTextProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const measure = useCallback(
    (el: HTMLElement) => exceedsLines(el.scrollHeight, lineHeightOf(el), lines),
    [lines],
  );
  const overflows = useOverflow(ref, measure);
  return (
    <div className={className}>
      <div
        ref={ref}
        lang={lang}
        className={styles.clamp}
        data-clamped={overflows ? 'true' : 'false'}
        style={{ '--clamp-lines': lines } as CSSProperties}
      >
        {children}
      </div>
      {overflows && (
        <button type="button" className={styles.textButton} onClick={() => setOpen(true)}>
          {t`Voir plus`}
          <span className={styles.srOnly}> {moreContext}</span>
        </button>
      )}
      <Modal open={open} onClose={() => setOpen(false)} title={modalTitle} size="md">
        <div className={styles.modalText}>{modalBody ?? <div lang={lang}>{children}</div>}</div>
      </Modal>
    </div>
  );
}
