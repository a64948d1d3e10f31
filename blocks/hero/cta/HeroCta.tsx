import type { BlockProps } from '../../../engine/registry';
import { Appear } from '../../shared/Appear';
import { CtaList } from '../../shared/CtaList';
import { HeroFrame } from '../../shared/HeroFrame';
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
  return (
    <HeroFrame
      meta={meta}
      media={fields.bg_media}
      className={styles.hero}
      innerClassName={styles.inner}
      data={{ 'data-align-y': alignY }}
    >
      <Appear className={styles.text}>
        <BlockHead fields={fields} meta={meta} as={heroTitleTag(meta.index)} />
        <CtaList links={fields.cta_repeater} className={styles.ctas} />
      </Appear>
    </HeroFrame>
  );
}
