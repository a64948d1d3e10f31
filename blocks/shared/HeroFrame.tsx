import type { CSSProperties, ReactNode, Ref } from 'react';
import type { BlockMeta } from '../../engine/registry';
import type { Media } from '../../engine/schemas';
import { ContentMedia } from '../../ui/content/ContentMedia';
import { titleIdOf } from './BlockSection';
import hero from './hero.module.css';

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
