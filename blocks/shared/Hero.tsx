import type { CSSProperties, ReactNode, Ref } from 'react';
import type { BlockMeta } from '../../engine/registry';
import type { Link, ListItem, Media } from '../../engine/schemas';
import { ContentImage } from '../../ui/content/ContentImage';
import { ContentMedia } from '../../ui/content/ContentMedia';
import { Appear } from './Appear';
import { titleIdOf } from './BlockSection';
import { CtaList } from './CtaList';
import hero from './hero.module.css';
import { heroTitleTag } from './hero-heading';
import { InfoList } from './InfoList';
import { BlockHead } from './SectionHead';
import type { HeadFields, SplitHeroFields, SplitOrientation } from './schema-parts';

/**
 * The heroes' shared parts: the frame over background media (`HeroFrame`), the text column
 * (`HeroText`), the text alone over media (`MediaHero`) and the split layout beside an image
 * (`SplitHero`). One module, so a page with a
 * hero loads them as one file.
 */
/** What a hero's text column may show besides its head. */
export type HeroTextFields = HeadFields & {
  list_items_repeater?: readonly ListItem[];
  cta_repeater?: readonly Link[];
};

/**
 * A hero's text, fading in as the hero enters the viewport: its head (the page's h1 when it opens
 * the page), then its list and its calls to action when it has them.
 */
export function HeroText({
  fields,
  meta,
  className,
  listClassName,
  ctasClassName,
}: {
  fields: HeroTextFields;
  meta: Pick<BlockMeta, 'id' | 'index'>;
  className?: string;
  listClassName?: string;
  ctasClassName?: string;
}) {
  return (
    <Appear className={className}>
      <BlockHead fields={fields} meta={meta} as={heroTitleTag(meta.index)} />
      <InfoList items={fields.list_items_repeater} className={listClassName} />
      <CtaList links={fields.cta_repeater} className={ctasClassName} />
    </Appear>
  );
}

/**
 * The frame of a hero that may sit over background media: the hero's colours and padding, the media
 * filling it under a veil (the text then turns white), and the page's width inside. Named by the
 * hero's title.
 */
export function HeroFrame({
  meta,
  media,
  className,
  innerClassName,
  innerData,
  data,
  style,
  sectionRef,
  after,
  children,
}: {
  meta: Pick<BlockMeta, 'id'>;
  media: Media | undefined;
  className?: string;
  innerClassName?: string;
  /** `data-*` attributes of the inner frame, which the hero's styles read. */
  innerData?: { [name: `data-${string}`]: string };
  /** `data-*` attributes of the section itself. */
  data?: { [name: `data-${string}`]: string | number | undefined };
  style?: CSSProperties;
  sectionRef?: Ref<HTMLElement>;
  /** What stands after the inner frame, outside the page's width (a modal). */
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      ref={sectionRef}
      className={[hero.hero, className, media ? hero.onMedia : undefined].filter(Boolean).join(' ')}
      style={style}
      aria-labelledby={titleIdOf(meta)}
      {...data}
    >
      {media && (
        <div className={hero.background}>
          <ContentMedia media={media} fill priority sizes="100vw" />
        </div>
      )}
      <div className={[hero.inner, innerClassName].filter(Boolean).join(' ')} {...innerData}>
        {children}
      </div>
      {after}
    </section>
  );
}

/**
 * A hero of text alone over its background media: the frame and the text column, placed by the
 * hero's own sheet (its `hero`, `inner` and `ctas` classes) and the `data-*` attributes it reads.
 */
export function MediaHero({
  fields,
  meta,
  styles,
  textClassName,
  innerData,
  data,
}: {
  fields: HeroTextFields & { bg_media?: Media };
  meta: Pick<BlockMeta, 'id' | 'index'>;
  styles: CSSModuleClasses;
  textClassName: string | undefined;
  innerData?: { [name: `data-${string}`]: string };
  data?: { [name: `data-${string}`]: string };
}) {
  return (
    <HeroFrame
      meta={meta}
      media={fields.bg_media}
      className={styles.hero}
      innerClassName={styles.inner}
      innerData={innerData}
      data={data}
    >
      <HeroText fields={fields} meta={meta} className={textClassName} ctasClassName={styles.ctas} />
    </HeroFrame>
  );
}

/**
 * A hero with its text (title, description, a list, calls to action) beside an image, text on the
 * left or the right. The infos hero, the landing-page hero and the first content hero (which has
 * no list) differ only in their styles.
 */
export function SplitHero({
  fields,
  params,
  meta,
  className,
  listClassName,
  imageClassName,
}: {
  fields: SplitHeroFields;
  params: { orientation_x?: SplitOrientation };
  meta: BlockMeta;
  className?: string;
  listClassName?: string;
  imageClassName?: string;
}) {
  return (
    <section className={[hero.hero, className].filter(Boolean).join(' ')} aria-labelledby={titleIdOf(meta)}>
      <div className={`${hero.inner} ${hero.split}`} data-orientation={params.orientation_x ?? 'left'}>
        <HeroText fields={fields} meta={meta} className={hero.text} listClassName={listClassName} />
        <figure className={[hero.frame, imageClassName].filter(Boolean).join(' ')}>
          <ContentImage image={fields.image} priority sizes="(min-width: 992px) 50vw, 100vw" />
        </figure>
      </div>
    </section>
  );
}
