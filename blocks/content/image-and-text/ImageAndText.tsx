import type { BlockProps } from '../../../engine/registry';
import { ContentImage } from '../../../ui/content/ContentImage';
import { Edito } from '../../../ui/content/Edito';
import { CtaList } from '../../shared/CtaList';
import { SectionHead } from '../../shared/SectionHead';
import section from '../../shared/section.module.css';
import styles from './ImageAndText.module.css';
import type { imageAndTextFields, imageAndTextParams } from './schema';

/** Editorial text (headings, paragraphs, lists) beside an image on the left or right. */
export default function ImageAndText({
  fields,
  params,
  meta,
}: BlockProps<typeof imageAndTextFields, typeof imageAndTextParams>) {
  const titled = fields.main_title !== undefined;
  return (
    <section className={section.section} aria-labelledby={titled ? `${meta.id}-title` : undefined}>
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
          />
          <Edito value={fields.description} />
          <CtaList links={fields.cta_repeater} />
        </div>
      </div>
    </section>
  );
}
