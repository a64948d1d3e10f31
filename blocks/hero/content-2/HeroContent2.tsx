import type { BlockProps } from '../../../engine/registry';
import { HeroFrame, HeroText } from '../../shared/Hero';
import hero from '../../shared/hero.module.css';
import styles from './HeroContent2.module.css';
import type { heroContent2Fields, heroContent2Params } from './schema';

/** Text over background media (image or video), placed left, right or centre. */
export default function HeroContent2({
  fields,
  params,
  meta,
}: BlockProps<typeof heroContent2Fields, typeof heroContent2Params>) {
  const orientation = params.orientation ?? 'left';
  return (
    <HeroFrame
      meta={meta}
      media={fields.bg_media}
      className={styles.hero}
      innerClassName={styles.inner}
      innerData={{ 'data-orientation': orientation }}
    >
      <HeroText
        fields={fields}
        meta={meta}
        className={`${hero.text} ${styles.text}`}
        ctasClassName={styles.ctas}
      />
    </HeroFrame>
  );
}
