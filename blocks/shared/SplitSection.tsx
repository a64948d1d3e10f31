import type { ReactNode } from 'react';
import type { BlockMeta } from '../../engine/registry';
import type { Image } from '../../engine/schemas';
import { ContentImage } from '../../ui/content/ContentImage';
import { BlockSection } from './BlockSection';
import section from './section.module.css';

/**
 * A content block's image beside its text, in two columns from the large breakpoint: the image
 * first, or second when `flip` (the text then reads on the left).
 */
export function SplitSection({
  meta,
  titled,
  flip,
  image,
  imageClassName,
  textClassName,
  children,
}: {
  meta: Pick<BlockMeta, 'id'>;
  titled: boolean;
  flip: boolean;
  image: Image;
  imageClassName?: string;
  textClassName?: string;
  children: ReactNode;
}) {
  return (
    <BlockSection
      meta={meta}
      titled={titled}
      innerClassName={section.split}
      innerData={{ 'data-flip': flip ? 'true' : 'false' }}
    >
      <figure className={[section.frame, imageClassName].filter(Boolean).join(' ')}>
        <ContentImage image={image} sizes="(min-width: 992px) 50vw, 100vw" />
      </figure>
      <div className={textClassName}>{children}</div>
    </BlockSection>
  );
}
