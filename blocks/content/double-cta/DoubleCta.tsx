import type { BlockProps } from '../../../engine/registry';
import { ContentImage } from '../../../ui/content/ContentImage';
import { ContentLink } from '../../../ui/content/ContentLink';
import { BlockSection } from '../../shared/BlockSection';
import { BlockHead } from '../../shared/SectionHead';
import styles from './DoubleCta.module.css';
import type { doubleCtaFields, doubleCtaParams } from './schema';

/** Two calls to action side by side (stacked on small screens), each with its own optional scheme. */
export default function DoubleCta({
  fields,
  meta,
}: BlockProps<typeof doubleCtaFields, typeof doubleCtaParams>) {
  return (
    <BlockSection meta={meta} titled={false} innerClassName={styles.grid}>
      {fields.items.map((item, index) => (
        <article
          key={index}
          className={styles.card}
          data-color-scheme={item.color_scheme}
          aria-labelledby={`${meta.id}-title-${index}`}
        >
          {item.image && (
            <div className={styles.image}>
              <ContentImage image={item.image} sizes="(min-width: 992px) 50vw, 100vw" />
            </div>
          )}
          <div className={styles.body}>
            <BlockHead fields={item} meta={meta} titleId={`${meta.id}-title-${index}`} />
            <p className={styles.cta}>
              <ContentLink link={item.cta} />
            </p>
          </div>
        </article>
      ))}
    </BlockSection>
  );
}
