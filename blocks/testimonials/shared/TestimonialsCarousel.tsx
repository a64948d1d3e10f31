import type { ReactNode } from 'react';
import type { LocalizedValue } from '../../../engine/schemas';
import { pickLocale } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import { Carousel } from '../../../ui/carousel';
import { TESTIMONIALS_CAROUSEL_AUTOPLAY_MS } from '../../../ui/constants';
import { type ShownTestimonial, testimonialsForLocale } from '../../shared/testimonials';

interface TestimonialsCarouselProps<T> {
  items: readonly T[];
  /** Fewer testimonials than this written in the page's language lets the others show in theirs. */
  min: number;
  /** The block's title, which names the carousel; `fallbackLabel` names it when there is none. */
  title: LocalizedValue<string> | undefined;
  fallbackLabel: string;
  className?: string;
  progress?: boolean;
  children: (shown: ShownTestimonial<T>, index: number) => ReactNode;
}

/**
 * The testimonials of a block that shows them in the page's language (or each in its own when too
 * few are written in it), one slide each, sliding on their own at the testimonials' pace.
 */
export function TestimonialsCarousel<T extends { description: LocalizedValue<string> }>({
  items,
  min,
  title,
  fallbackLabel,
  className,
  progress,
  children,
}: TestimonialsCarouselProps<T>) {
  const locale = useLocale();
  return (
    <Carousel
      label={pickLocale(title, locale) ?? fallbackLabel}
      autoplayMs={TESTIMONIALS_CAROUSEL_AUTOPLAY_MS}
      className={className}
      progress={progress}
    >
      {testimonialsForLocale(items, locale, min).map((shown, index) => children(shown, index))}
    </Carousel>
  );
}
