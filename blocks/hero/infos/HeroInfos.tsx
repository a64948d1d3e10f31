import type { BlockProps } from '../../../engine/registry';
import { SplitHero } from '../../shared/Hero';
import styles from './HeroInfos.module.css';
import type { heroInfosFields, heroInfosParams } from './schema';

/** Title, description and a list of practical information beside an image; text left or right. */
export default function HeroInfos(props: BlockProps<typeof heroInfosFields, typeof heroInfosParams>) {
  return <SplitHero {...props} listClassName={styles.infos} imageClassName={styles.image} />;
}
