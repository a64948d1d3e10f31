import type { BlockProps } from '../../../engine/registry';
import { ContentImage } from '../../../ui/content/ContentImage';
import { useBreakpoint } from '../../../ui/viewport';
import { BlockSection } from '../../shared/BlockSection';
import { CtaList } from '../../shared/CtaList';
import { BlockHead } from '../../shared/SectionHead';
import section from '../../shared/section.module.css';
import styles from './CtaBlock.module.css';
import { effectiveCtaOrientation } from './orientation';
import type { ctaFields, ctaParams } from './schema';

/**
 * A call to action: full width (text and buttons in a row), text left or right of an optional
 * image, or centred. Centred on the widest screens whatever the content says.
 */
export default function CtaBlock({ fields, params, meta }: BlockProps<typeof ctaFields, typeof ctaParams>) {
  const orientation = effectiveCtaOrientation(params.orientation, useBreakpoint());
  const withImage = fields.image !== undefined && (orientation === 'left' || orientation === 'right');
  return (
    <BlockSection
      meta={meta}
      titled
      innerClassName={styles.cta}
      innerData={{ 'data-orientation': orientation, 'data-image': withImage ? 'true' : 'false' }}
    >
      <div className={styles.text}>
        <BlockHead fields={fields} meta={meta} />
        <CtaList links={fields.cta_repeater} className={styles.ctas} />
      </div>
      {withImage && fields.image && (
        <figure className={`${section.frame} ${styles.image}`}>
          <ContentImage image={fields.image} sizes="(min-width: 992px) 50vw, 100vw" />
        </figure>
      )}
    </BlockSection>
  );
}
