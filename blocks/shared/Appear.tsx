import { type CSSProperties, type ElementType, type ReactNode, useRef } from 'react';
import { useAppearInViewport } from '../../ui/appear';
import { APPEAR_STEP_MS } from '../../ui/constants';
import styles from './shared.module.css';

/**
 * Content that fades in once its block enters the viewport (hero CTA text), following
 * the appear steps: hidden at 0 and 1, transitioning at 2, settled at 3. With reduced
 * motion it simply appears.
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
  const step = useAppearInViewport(ref);
  return (
    <Tag
      ref={ref}
      className={[styles.appear, className].filter(Boolean).join(' ')}
      data-appear={step}
      style={{ '--appear-ms': `${APPEAR_STEP_MS}ms` } as CSSProperties}
    >
      {children}
    </Tag>
  );
}
