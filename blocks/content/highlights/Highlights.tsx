import type { BlockProps } from '../../../engine/registry';
import { ContentLink } from '../../../ui/content/ContentLink';
import { InfoList } from '../../shared/InfoList';
import { BlockHead } from '../../shared/SectionHead';
import { SplitSection } from '../../shared/SplitSection';
import styles from './Highlights.module.css';
import type { highlightsFields, highlightsParams } from './schema';

/** An image on the left or right of a title, text, a list of strong points and a call to action. */
export default function Highlights({
  fields,
  params,
  meta,
}: BlockProps<typeof highlightsFields, typeof highlightsParams>) {
  return (
    <SplitSection
      meta={meta}
      titled
      flip={params.orientation_x === 'right'}
      image={fields.image}
      imageClassName={styles.image}
      textClassName={styles.text}
    >
      <BlockHead fields={fields} meta={meta} />
      <InfoList items={fields.list_items_repeater} className={styles.points} />
      {fields.cta && (
        <p className={styles.cta}>
          <ContentLink link={fields.cta} />
        </p>
      )}
    </SplitSection>
  );
}
