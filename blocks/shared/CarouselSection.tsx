import type { CSSProperties, ReactNode } from 'react';
import type { BlockMeta } from '../../engine/registry';
import { pickLocale } from '../../engine/schemas/locales';
import { useLocale } from '../../stores/locale';
import { Carousel, type CarouselProps } from '../../ui/carousel';
import { BlockSection } from './BlockSection';
import { BlockHead } from './SectionHead';
import type { HeadFields } from './schema-parts';
import section from './section.module.css';

/**
 * A block that is a head above a carousel. The carousel, not the section, is named by the block's
 * title (or by a default name when it has none), and it autoplays unless the block turns that off.
 */
export function CarouselSection({
  fields,
  params,
  meta,
  defaultLabel,
  autoplayMs,
  head,
  style,
  ...carousel
}: Omit<CarouselProps, 'label'> & {
  fields: HeadFields;
  params: { autoplay?: boolean };
  meta: BlockMeta;
  defaultLabel: string;
  /** What stands above the carousel; the block's head by default. */
  head?: ReactNode;
  style?: CSSProperties;
}) {
  const locale = useLocale();
  const title = pickLocale(fields.main_title, locale);
  return (
    <BlockSection meta={meta} titled={false} style={style}>
      {head ?? <BlockHead fields={fields} meta={meta} className={section.head} />}
      <Carousel
        label={title ?? defaultLabel}
        autoplayMs={params.autoplay === false ? undefined : autoplayMs}
        {...carousel}
      />
    </BlockSection>
  );
}
