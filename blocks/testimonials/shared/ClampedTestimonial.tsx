import { useLingui } from '@lingui/react/macro';
import type { TestimonialCard as Card } from '../../../domain';
import { useLocale } from '../../../stores/locale';
import { ClampedText } from '../../shared/ClampedText';
import { TestimonialAuthor, TestimonialCard, TestimonialQuote } from '../../shared/TestimonialCard';
import type { ShownTestimonial } from '../../shared/testimonials';

type Item = Pick<
  Card,
  'author_name' | 'author_subtitle' | 'author_avatar' | 'bg_color_primary' | 'text_color'
>;

/**
 * A carousel's testimonial card, its text cut after `lines` lines; "see more" opens a popup named
 * after its author with the text alone, or with `withAuthor` the quote and its author (the quote
 * then says its own language).
 */
export function ClampedTestimonial({
  shown: { item, text, lang },
  lines,
  withAuthor = false,
}: {
  shown: ShownTestimonial<Item>;
  lines: number;
  withAuthor?: boolean;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const author = item.author_name;
  return (
    <TestimonialCard card={item} lang={lang}>
      <ClampedText
        lines={lines}
        modalTitle={t`Témoignage de ${author}`}
        moreContext={t`(témoignage de ${author})`}
        modalBody={
          withAuthor ? (
            <>
              <TestimonialQuote lang={lang}>{text}</TestimonialQuote>
              <TestimonialAuthor card={item} />
            </>
          ) : undefined
        }
        lang={withAuthor || lang === locale ? undefined : lang}
      >
        {text}
      </ClampedText>
    </TestimonialCard>
  );
}
