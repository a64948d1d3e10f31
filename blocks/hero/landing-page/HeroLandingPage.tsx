import type { BlockProps } from '../../../engine/registry';
import { SplitHero } from '../../shared/Hero';
import styles from './HeroLandingPage.module.css';
import type { heroLandingPageFields, heroLandingPageParams } from './schema';

/** The opening of a landing page: title, selling points and calls to action beside an image. */
export default function HeroLandingPage({
  fields,
  params,
  meta,
}: BlockProps<typeof heroLandingPageFields, typeof heroLandingPageParams>) {
  return (
    <SplitHero
      fields={fields}
      orientation={params.orientation_x}
      meta={meta}
      className={styles.landing}
      listClassName={styles.points}
      imageClassName={styles.image}
    />
  );
}
