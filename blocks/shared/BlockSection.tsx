import type { CSSProperties, ReactNode } from 'react';
import type { BlockMeta } from '../../engine/registry';
import section from './section.module.css';

/** The id of a block's title, for its section's `aria-labelledby`. */
export const titleIdOf = (meta: Pick<BlockMeta, 'id'>) => `${meta.id}-title`;

/**
 * The frame of a content block: the scheme's colours, the overlap of the block above, the page's
 * width. Labelled by its title when it has one (`titled`), so each block is a named region.
 */
export function BlockSection({
  meta,
  titled,
  className,
  innerClassName,
  innerData,
  style,
  children,
}: {
  meta: Pick<BlockMeta, 'id'>;
  /**
   * Whether the section is named by its title (`titleIdOf(meta)`). False when the title already names
   * a region inside it (a carousel), so that no two regions share a name.
   */
  titled: boolean;
  className?: string;
  innerClassName?: string;
  /** `data-*` attributes of the inner frame, which the block's styles read (a side, a layout). */
  innerData?: { [name: `data-${string}`]: string };
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <section
      className={[section.section, className].filter(Boolean).join(' ')}
      aria-labelledby={titled ? titleIdOf(meta) : undefined}
      style={style}
    >
      <div className={[section.inner, innerClassName].filter(Boolean).join(' ')} {...innerData}>
        {children}
      </div>
    </section>
  );
}
