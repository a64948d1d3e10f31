import type { BlockProps } from '../../../engine/registry';
import { HeroFrame, HeroText } from '../../shared/Hero';
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
      <HeroText fields={fields} meta={meta} className={styles.text} ctasClassName={styles.ctas} />
    </HeroFrame>
  );
}
