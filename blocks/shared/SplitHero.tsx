import type { BlockMeta } from '../../engine/registry';
import { ContentImage } from '../../ui/content/ContentImage';
import { Appear } from './Appear';
import { CtaList } from './CtaList';
import hero from './hero.module.css';
import { heroTitleTag } from './hero-heading';
import { InfoList } from './InfoList';
import { BlockHead } from './SectionHead';
import type { SplitHeroFields, SplitOrientation } from './schema-parts';

/**
 * A hero with its text (title, description, a list, calls to action) beside an image, text on the
 * left or the right. The infos hero and the landing-page hero differ only in their styles.
 */
export function SplitHero({
  fields,
  orientation,
  meta,
  className,
  listClassName,
  imageClassName,
}: {
  fields: SplitHeroFields;
  orientation: SplitOrientation | undefined;
  meta: BlockMeta;
  className?: string;
  listClassName?: string;
  imageClassName?: string;
}) {
  return (
    <section
      className={[hero.hero, className].filter(Boolean).join(' ')}
      aria-labelledby={`${meta.id}-title`}
    >
      <div className={`${hero.inner} ${hero.split}`} data-orientation={orientation ?? 'left'}>
        <Appear className={hero.text}>
          <BlockHead fields={fields} meta={meta} as={heroTitleTag(meta.index)} />
          <InfoList items={fields.list_items_repeater} className={listClassName} />
          <CtaList links={fields.cta_repeater} />
        </Appear>
        <figure className={[hero.frame, imageClassName].filter(Boolean).join(' ')}>
          <ContentImage image={fields.image} priority sizes="(min-width: 992px) 50vw, 100vw" />
        </figure>
      </div>
    </section>
  );
}
