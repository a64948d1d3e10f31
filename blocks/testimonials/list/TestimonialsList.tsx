import { useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../../../engine/registry';
import { useLocale } from '../../../stores/locale';
import { LIST_TESTIMONIALS_INITIAL, TESTIMONIALS_MIN } from '../../../ui/constants';
import { BlockSection } from '../../shared/BlockSection';
import { BlockHead } from '../../shared/SectionHead';
import { ShowMoreGrid } from '../../shared/ShowMore';
import section from '../../shared/section.module.css';
import { TestimonialCard } from '../../shared/TestimonialCard';
import { testimonialsForLocale } from '../../shared/testimonials';
import { CollapsibleText } from './CollapsibleText';
import type { testimonialsListFields, testimonialsListParams } from './schema';

/**
 * Testimonials as a list: the first 3, all after "show more"; a long text collapses.
 * Only testimonials written in the page's language show, unless fewer than 3 are: then all show,
 * the missing languages filled from the other one.
 */
export default function TestimonialsList({
  fields,
  meta,
}: BlockProps<typeof testimonialsListFields, typeof testimonialsListParams>) {
  const { t } = useLingui();
  const locale = useLocale();
  const shown = testimonialsForLocale(fields.testimonials_repeater, locale, TESTIMONIALS_MIN);
  return (
    <BlockSection meta={meta} titled={fields.main_title !== undefined}>
      <BlockHead fields={fields} meta={meta} className={section.head} />
      <ShowMoreGrid
        items={shown}
        initial={LIST_TESTIMONIALS_INITIAL}
        hiddenText={(hidden) => t`(${hidden} autres témoignages)`}
      >
        {({ item, text, lang }) => (
          <TestimonialCard card={item} lang={lang}>
            <CollapsibleText text={text} author={item.author_name} />
          </TestimonialCard>
        )}
      </ShowMoreGrid>
    </BlockSection>
  );
}
