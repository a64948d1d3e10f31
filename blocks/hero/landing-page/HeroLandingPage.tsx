import type { BlockProps } from '../../../engine/registry';
import { SplitHero } from '../../shared/Hero';
import styles from './HeroLandingPage.module.css';
import type { heroLandingPageFields, heroLandingPageParams } from './schema';

/** The opening of a landing page: title, selling points and calls to action beside an image. */
export default function HeroLandingPage(
  props: BlockProps<typeof heroLandingPageFields, typeof heroLandingPageParams>,
) {
  return (
    <SplitHero
      {...props}
      className={styles.landing}
      listClassName={styles.points}
      imageClassName={styles.image}
    />
  );
}
