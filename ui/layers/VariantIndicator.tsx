import { useLingui } from '@lingui/react/macro';
import { useSiteData } from '../../stores/site-data';
import { textColorOn } from '../theme';
import styles from './VariantIndicator.module.css';
import { VARIANT_COLOR_VALUES } from './variant-colors';

/** Which page variant is being previewed: id, name and its colour. */
export function VariantIndicator() {
  const { t } = useLingui();
  const variant = useSiteData()?.variant;
  if (!variant) return null;
  const background = VARIANT_COLOR_VALUES[variant.color];
  const id = String(variant.id);
  const name = variant.name;
  return (
    <aside
      className={styles.indicator}
      style={{ background, color: textColorOn(background) }}
      aria-label={t`Variante de la page`}
      data-variant-color={variant.color}
    >
      {t`Variante ${id} : ${name}`}
    </aside>
  );
}
