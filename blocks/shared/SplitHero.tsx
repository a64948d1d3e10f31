import type { BlockMeta } from '../../engine/registry';
import { ContentImage } from '../../ui/content/ContentImage';
import { titleIdOf } from './BlockSection';
import { HeroText } from './HeroText';
import hero from './hero.module.css';
import type { SplitHeroFields, SplitOrientation } from './schema-parts';

/**
 * A hero with its text (title, description, a list, calls to action) beside an image, text on the
 * left or the right. The infos hero, the landing-page hero and the first content hero (which has
 * no list) differ only in their styles.
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
    <section className={[hero.hero, className].filter(Boolean).join(' ')} aria-labelledby={titleIdOf(meta)}>
      <div className={`${hero.inner} ${hero.split}`} data-orientation={orientation ?? 'left'}>
        <HeroText fields={fields} meta={meta} className={hero.text} listClassName={listClassName} />
        <figure className={[hero.frame, imageClassName].filter(Boolean).join(' ')}>
          <ContentImage image={fields.image} priority sizes="(min-width: 992px) 50vw, 100vw" />
        </figure>
      </div>
    </section>
  );
}
