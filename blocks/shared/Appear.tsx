import { type CSSProperties, type ElementType, type ReactNode, useRef } from 'react';
import { APPEAR_STEP_MS } from '../../ui/constants';
import { useInViewport } from '../../ui/viewport';
import styles from './shared.module.css';

/**
 * Content that fades in once its block enters the viewport (spec 1 §2: hero CTA text). Without
 * motion preference it simply appears; the server and the first render show the start state.
 */
export function Appear({
  children,
  className,
  as: Tag = 'div',
}: {
  children: ReactNode;
  className?: string;
  as?: ElementType;
}) {
  const ref = useRef<HTMLElement>(null);
  const shown = useInViewport(ref, { once: true });
  return (
    <Tag
      ref={ref}
      className={[styles.appear, className].filter(Boolean).join(' ')}
      data-appear={shown ? 'in' : 'out'}
      style={{ '--appear-ms': `${APPEAR_STEP_MS}ms` } as CSSProperties}
    >
      {children}
    </Tag>
  );
}
