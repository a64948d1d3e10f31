import type { BlockProps } from '../../../engine/registry';
import { ContentImage } from '../../../ui/content/ContentImage';
import { ContentLink } from '../../../ui/content/ContentLink';
import { InfoList } from '../../shared/InfoList';
import { SectionHead } from '../../shared/SectionHead';
import section from '../../shared/section.module.css';
import styles from './Highlights.module.css';
import type { highlightsFields, highlightsParams } from './schema';

/** An image on the left or right of a title, text, a list of strong points and a call to action. */
export default function Highlights({
  fields,
  params,
  meta,
}: BlockProps<typeof highlightsFields, typeof highlightsParams>) {
  return (
    <section className={section.section} aria-labelledby={`${meta.id}-title`}>
      <div
        className={`${section.inner} ${section.split}`}
        data-flip={params.orientation_x === 'right' ? 'true' : 'false'}
      >
        <figure className={`${section.frame} ${styles.image}`}>
          <ContentImage image={fields.image} sizes="(min-width: 992px) 50vw, 100vw" />
        </figure>
        <div className={styles.text}>
          <SectionHead
            titleId={`${meta.id}-title`}
            superTitle={fields.super_title}
            title={fields.main_title}
            description={fields.description}
          />
          <InfoList items={fields.list_items_repeater} className={styles.points} />
          {fields.cta && (
            <p className={styles.cta}>
              <ContentLink link={fields.cta} />
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
