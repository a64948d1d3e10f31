import type { BlockProps } from '../../../engine/registry';
import { ContentMedia } from '../../../ui/content/ContentMedia';
import { Appear } from '../../shared/Appear';
import { CtaList } from '../../shared/CtaList';
import hero from '../../shared/hero.module.css';
import { heroTitleTag } from '../../shared/hero-heading';
import { BlockHead } from '../../shared/SectionHead';
import styles from './HeroCta.module.css';
import type { heroCtaFields, heroCtaParams } from './schema';

/** A full-height call to action, its text centred or at the bottom, over optional background media. */
export default function HeroCta({
  fields,
  params,
  meta,
}: BlockProps<typeof heroCtaFields, typeof heroCtaParams>) {
  const alignY = params.align_y ?? 'center';
  const media = fields.bg_media;
  return (
    <section
      className={[hero.hero, styles.hero, media ? hero.onMedia : undefined].filter(Boolean).join(' ')}
      data-align-y={alignY}
      aria-labelledby={`${meta.id}-title`}
    >
      {media && (
        <div className={hero.background}>
          <ContentMedia media={media} fill priority sizes="100vw" />
        </div>
      )}
      <div className={`${hero.inner} ${styles.inner}`}>
        <Appear className={styles.text}>
          <BlockHead fields={fields} meta={meta} as={heroTitleTag(meta.index)} />
          <CtaList links={fields.cta_repeater} className={styles.ctas} />
        </Appear>
      </div>
    </section>
  );
}
