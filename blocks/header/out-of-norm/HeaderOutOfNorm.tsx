import type { BlockProps } from '../../../engine/registry';
import { pickLocale } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import { SUBMENU_POPUP_GAP } from '../../../ui/constants';
import { useAssetUrl } from '../../../ui/content/assets';
import styles from '../shared/HeaderBar.module.css';
import { HeaderFrame } from '../shared/HeaderFrame';
import { SuperHeader } from '../shared/SuperHeader';
import type { headerOutOfNormFields, headerOutOfNormParams } from './schema';

/** Out-of-norm header: optional second (network) logo beside the site's, optional super-header. */
export default function HeaderOutOfNorm({
  fields,
  params,
  meta,
}: BlockProps<typeof headerOutOfNormFields, typeof headerOutOfNormParams>) {
  const locale = useLocale();
  const asset = useAssetUrl();
  const sections = fields.sup_sections_repeater ?? [];
  const network =
    fields.show_network_logo !== false && fields.network_logo
      ? pickLocale(fields.network_logo.media, locale)
      : undefined;
  return (
    <HeaderFrame
      variant="out-of-norm"
      content={fields}
      params={params}
      meta={meta}
      popupGap={SUBMENU_POPUP_GAP}
      superHeader={sections.length ? <SuperHeader sections={sections} /> : undefined}
      besideLogo={
        network ? (
          <img
            className={styles.networkLogo}
            src={asset(network.url)}
            alt={network.alt}
            width={network.width}
            height={network.height}
            decoding="async"
            data-network-logo
          />
        ) : undefined
      }
    />
  );
}
