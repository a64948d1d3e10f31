import type { BlockProps } from '../../../engine/registry';
import { MediaHero } from '../../shared/Hero';
import hero from '../../shared/hero.module.css';
import styles from './HeroContent2.module.css';
import type { heroContent2Fields, heroContent2Params } from './schema';

/** Text over background media (image or video), placed left, right or centre. */
export default function HeroContent2({
  fields,
  params,
  meta,
}: BlockProps<typeof heroContent2Fields, typeof heroContent2Params>) {
  return (
    <MediaHero
      fields={fields}
      meta={meta}
      styles={styles}
      textClassName={`${hero.text} ${styles.text}`}
      innerData={{ 'data-orientation': params.orientation ?? 'left' }}
    />
  );
}
