import type { BlockProps } from '../../../engine/registry';
import { SplitHero } from '../../shared/Hero';
import styles from './HeroContent1.module.css';
import type { heroContent1Fields, heroContent1Params } from './schema';

/** Image beside a title, description and calls to action; the text on the left or on the right. */
export default function HeroContent1(
  props: BlockProps<typeof heroContent1Fields, typeof heroContent1Params>,
) {
  return <SplitHero {...props} imageClassName={styles.image} />;
}
