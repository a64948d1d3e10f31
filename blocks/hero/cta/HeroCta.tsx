import type { BlockProps } from '../../../engine/registry';
import { MediaHero } from '../../shared/Hero';
import styles from './HeroCta.module.css';
import type { heroCtaFields, heroCtaParams } from './schema';

/** A full-height call to action, its text centred or at the bottom, over optional background media. */
export default function HeroCta({
  fields,
  params,
  meta,
}: BlockProps<typeof heroCtaFields, typeof heroCtaParams>) {
  const data = { 'data-align-y': params.align_y ?? 'center' };
  return <MediaHero fields={fields} meta={meta} styles={styles} textClassName={styles.text} data={data} />;
}
