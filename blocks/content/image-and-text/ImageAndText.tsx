import type { BlockProps } from '../../../engine/registry';
import { Edito } from '../../../ui/content/Edito';
import { titleIdOf } from '../../shared/BlockSection';
import { CtaList } from '../../shared/CtaList';
import { SectionHead } from '../../shared/SectionHead';
import { SplitSection } from '../../shared/SplitSection';
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
    <SplitSection
      meta={meta}
      titled={titled}
      flip={params.orientation_x === 'right'}
      image={fields.image}
      imageClassName={styles.image}
      textClassName={styles.text}
    >
      <SectionHead titleId={titleIdOf(meta)} superTitle={fields.super_title} title={fields.main_title} />
      <Edito value={fields.description} />
      <CtaList links={fields.cta_repeater} />
    </SplitSection>
  );
}
