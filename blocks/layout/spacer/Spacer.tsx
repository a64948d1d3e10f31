import type { CSSProperties } from 'react';
import type { BlockProps } from '../../../engine/registry';
import { SPACER_DEFAULT_HEIGHT } from './height';
import styles from './Spacer.module.css';
import type { spacerFields, spacerParams } from './schema';

/** Blank space with the block's background, taller from medium screens up if asked. */
export default function Spacer({ params }: BlockProps<typeof spacerFields, typeof spacerParams>) {
  const height = params.height ?? SPACER_DEFAULT_HEIGHT;
  const style = {
    '--spacer-height': `${height}px`,
    '--spacer-mobile': `${params.height_mobile ?? height}px`,
    ...(params.bg_color_primary ? { '--spacer-bg': params.bg_color_primary } : {}),
  } as CSSProperties;
  return <div className={styles.spacer} style={style} aria-hidden="true" />;
}
