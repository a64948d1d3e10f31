import type { CSSProperties, ElementType, ReactNode } from 'react';
import type { Image, Text } from '../../engine/schemas';
import { pickLocale } from '../../engine/schemas/locales';
import { useLocale } from '../../stores/locale';
import { ContentImage } from '../../ui/content/ContentImage';
import styles from './people.module.css';

export interface PersonProps {
  avatar?: Image;
  name: string;
  subtitle?: Text;
  /** Element of the name: a heading in a list of people, a paragraph under a quote. */
  as?: ElementType;
  /** Diameter of the avatar, px. */
  avatarSize?: number;
  /** Avatar beside the name (row) or above it (column, centred). */
  layout?: 'row' | 'column';
  nameId?: string;
  className?: string;
  children?: ReactNode;
}

/**
 * A person as the people and testimonial blocks show one: round avatar, name, subtitle, then what
 * the block adds (info lines, links, a description).
 */
export function Person({
  avatar,
  name,
  subtitle,
  as: Name = 'h3',
  avatarSize = 96,
  layout = 'column',
  nameId,
  className,
  children,
}: PersonProps) {
  const locale = useLocale();
  const sub = pickLocale(subtitle, locale);
  return (
    <div
      className={[styles.person, className].filter(Boolean).join(' ')}
      data-layout={layout}
      style={{ '--avatar-size': `${avatarSize}px` } as CSSProperties}
    >
      {avatar && (
        <span className={styles.avatar}>
          <ContentImage image={avatar} sizes={`${avatarSize}px`} />
        </span>
      )}
      <div className={styles.personText}>
        <Name id={nameId} className={styles.personName}>
          {name}
        </Name>
        {sub && <p className={styles.cardSubtitle}>{sub}</p>}
        {children}
      </div>
    </div>
  );
}
