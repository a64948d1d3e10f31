import { useLingui } from '@lingui/react/macro';
import type { CSSProperties } from 'react';
import type { BlockProps } from '../../../engine/registry';
import { pickLocale } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import { ConsentLink } from '../../../ui/consent/ConsentLink';
import { FOOTER_COLUMNS, FOOTER_COLUMNS_XL, OVERLAP } from '../../../ui/constants';
import { useAssetUrl } from '../../../ui/content/assets';
import { BrandLogo } from '../../../ui/header/BrandLogo';
import { ChromeLink } from '../../../ui/header/ChromeLink';
import styles from './FooterClassic.module.css';
import type { footerClassicFields, footerClassicParams } from './schema';

/**
 * Classic footer: logo by colour scheme, call to action, icon links, menu columns
 * (4 from extra-large, else 2), powered-by link, copyright line, privacy link and, once the consent
 * tool is ready, a link to its preferences. The block above may overlap it by up to 96 px.
 */
export default function FooterClassic({
  fields,
  meta,
}: BlockProps<typeof footerClassicFields, typeof footerClassicParams>) {
  const { t } = useLingui();
  const locale = useLocale();
  const asset = useAssetUrl();
  const year = new Date().getFullYear();
  const agency = pickLocale(fields.copyright_text, locale) ?? '';
  const powered = fields.powered_by ? pickLocale(fields.powered_by.logo.media, locale) : undefined;
  const style = {
    '--footer-underlap': `${OVERLAP.footerUnderlap}px`,
    '--footer-overlap': `${Math.min(meta.overlapTop, OVERLAP.footerOverlapMax)}px`,
    '--footer-columns': FOOTER_COLUMNS,
    '--footer-columns-xl': FOOTER_COLUMNS_XL,
  } as CSSProperties;

  return (
    <div className={styles.footer} style={style} data-footer="classic">
      <div className={styles.inner}>
        <div className={styles.top}>
          <BrandLogo
            className={styles.logo}
            light={fields.logo_image_light}
            dark={fields.logo_image_dark}
            colorScheme={meta.colorScheme}
            multiplier={fields.logo_multiplier}
            fallbackAlt={agency}
            loading="lazy"
          />
          {fields.cta && <ChromeLink link={fields.cta} />}
        </div>
        {fields.menu_repeater.length > 0 && (
          <nav className={styles.columns} aria-label={t`Plan du site`}>
            {fields.menu_repeater.map((column, index) => (
              <div key={index} className={styles.column}>
                <ChromeLink link={column.link} styled={false} className={styles.columnTitle} />
                {column.submenu && column.submenu.length > 0 && (
                  <ul className={styles.columnList}>
                    {column.submenu.map((entry, entryIndex) => (
                      <li key={entryIndex}>
                        <ChromeLink link={entry.link} styled={false} className={styles.columnLink} />
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            ))}
          </nav>
        )}
        {fields.icon_links_repeater && fields.icon_links_repeater.length > 0 && (
          <ul className={styles.icons} aria-label={t`Réseaux sociaux`}>
            {fields.icon_links_repeater.map((entry, index) => (
              <li key={index}>
                <ChromeLink link={{ ...entry.link, format_type: 'icon' }} className={styles.iconLink}>
                  <span className={styles.srOnly}>{pickLocale(entry.link.text, locale)}</span>
                </ChromeLink>
              </li>
            ))}
          </ul>
        )}
        <div className={styles.bottom}>
          <p className={styles.copyright}>{t`© ${year} ${agency}. Tous droits réservés.`}</p>
          <ul className={styles.legal}>
            {fields.privacy_link && (
              <li>
                <ChromeLink link={fields.privacy_link} styled={false} className={styles.legalLink} />
              </li>
            )}
            <ConsentLink className={styles.legalLink} wrap="li" />
          </ul>
          {fields.powered_by && (
            <ChromeLink link={fields.powered_by.link} styled={false} className={styles.powered}>
              {powered ? (
                <img
                  src={asset(powered.url)}
                  alt={powered.alt}
                  width={powered.width}
                  height={powered.height}
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <span>{pickLocale(fields.powered_by.link.text, locale)}</span>
              )}
            </ChromeLink>
          )}
        </div>
      </div>
    </div>
  );
}
