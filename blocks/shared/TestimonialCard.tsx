import type { CSSProperties, ReactNode } from 'react';
import type { TestimonialCard as Card } from '../../domain';
import type { Locale } from '../../engine/schemas';
import { useLocale } from '../../stores/locale';
import { Person } from './Person';
import styles from './people.module.css';

/** The colours a testimonial card asks for (bg_color_primary, text_color); links follow the text. */
export function testimonialStyle(
  card: Pick<Card, 'bg_color_primary' | 'text_color'>,
): CSSProperties | undefined {
  if (!card.bg_color_primary && !card.text_color) return undefined;
  return {
    background: card.bg_color_primary,
    color: card.text_color,
    ...(card.text_color ? { '--color-link': card.text_color, '--color-text-muted': card.text_color } : {}),
  } as CSSProperties;
}

/**
 * A testimonial: the quote (`children`: the text, whole or cut) and its author with avatar and
 * subtitle. A text filled from another locale says so with `lang`.
 */
export function TestimonialCard({
  card,
  lang,
  children,
  className,
}: {
  card: Pick<Card, 'author_name' | 'author_subtitle' | 'author_avatar' | 'bg_color_primary' | 'text_color'>;
  lang: Locale;
  children: ReactNode;
  className?: string;
}) {
  return (
    <figure
      className={[styles.card, styles.testimonial, className].filter(Boolean).join(' ')}
      data-color-scheme="normal"
      style={testimonialStyle(card)}
    >
      <TestimonialQuote lang={lang}>{children}</TestimonialQuote>
      <figcaption>
        <TestimonialAuthor card={card} className={styles.author} />
      </figcaption>
    </figure>
  );
}

/** A testimonial's quote; a text filled from another locale says so with `lang`. */
export function TestimonialQuote({ lang, children }: { lang: Locale; children: ReactNode }) {
  const locale = useLocale();
  return (
    <blockquote className={styles.quote} lang={lang === locale ? undefined : lang}>
      {children}
    </blockquote>
  );
}

/** A testimonial's author: avatar, name and subtitle in a row. */
export function TestimonialAuthor({
  card,
  className,
}: {
  card: Pick<Card, 'author_name' | 'author_subtitle' | 'author_avatar'>;
  className?: string;
}) {
  return (
    <Person
      as="p"
      avatar={card.author_avatar}
      name={card.author_name}
      subtitle={card.author_subtitle}
      avatarSize={56}
      layout="row"
      className={className}
    />
  );
}
