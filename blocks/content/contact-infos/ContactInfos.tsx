import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo } from 'react';
import type { BlockProps } from '../../../engine/registry';
import { pickLocale } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import { ContentImage } from '../../../ui/content/ContentImage';
import { IconGlyph } from '../../../ui/content/IconGlyph';
import { BlockSection } from '../../shared/BlockSection';
import { CtaList } from '../../shared/CtaList';
import { BlockHead } from '../../shared/SectionHead';
import section from '../../shared/section.module.css';
import styles from './ContactInfos.module.css';
import { type ContactInfoKey, contactHref, isContactInfoKey } from './infos';
import type { contactInfosFields, contactInfosParams } from './schema';

const ICONS: Record<ContactInfoKey, string> = {
  phone: 'phone',
  email: 'email',
  address: 'location',
  hours: 'calendar',
  fax: 'print',
  website: 'globe',
};

/**
 * Contact details (phone, email, address, hours, fax, website) beside an optional image, the list on
 * the left or the right. An unknown key is skipped with a warning, never a broken block.
 */
export default function ContactInfos({
  fields,
  params,
  meta,
}: BlockProps<typeof contactInfosFields, typeof contactInfosParams>) {
  const { t } = useLingui();
  const locale = useLocale();
  const known = useMemo(
    () => fields.infos_repeater.filter((info) => isContactInfoKey(info.key)),
    [fields.infos_repeater],
  );
  const unknown = fields.infos_repeater.filter((info) => !isContactInfoKey(info.key)).map((info) => info.key);
  const unknownKey = unknown.join(',');
  useEffect(() => {
    if (unknownKey)
      console.warn('[content_contact_infos] unknown contact-info keys skipped', {
        block: meta.id,
        keys: unknownKey.split(','),
      });
  }, [unknownKey, meta.id]);

  const labels: Record<ContactInfoKey, string> = {
    phone: t`Téléphone`,
    email: t`Courriel`,
    address: t`Adresse`,
    hours: t`Heures d’ouverture`,
    fax: t`Télécopieur`,
    website: t`Site web`,
  };
  const orientation = params.orientation_x ?? 'left';
  return (
    <BlockSection
      meta={meta}
      titled
      innerClassName={fields.image ? section.split : undefined}
      innerData={{ 'data-flip': orientation === 'right' ? 'true' : 'false' }}
    >
      <div className={styles.text}>
        <BlockHead fields={fields} meta={meta} />
        <dl className={styles.list}>
          {known.map((info, index) => {
            const key = info.key as ContactInfoKey;
            const value = pickLocale(info.value, locale) ?? '';
            const href = contactHref(key, value);
            const external = key === 'address' || key === 'website';
            return (
              <div key={index} className={styles.row}>
                <dt className={styles.label}>
                  <IconGlyph icon={{ type: ICONS[key] }} size={20} />
                  {labels[key]}
                </dt>
                <dd className={styles.value}>
                  {href ? (
                    <a
                      href={href}
                      target={external ? '_blank' : undefined}
                      rel={external ? 'noopener noreferrer' : undefined}
                    >
                      {value}
                      {external && (
                        <span className={styles.srOnly}> {t`(s’ouvre dans un nouvel onglet)`}</span>
                      )}
                    </a>
                  ) : (
                    value
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
        <CtaList links={fields.cta_repeater} />
      </div>
      {fields.image && (
        <figure className={`${section.frame} ${styles.image}`}>
          <ContentImage image={fields.image} sizes="(min-width: 992px) 50vw, 100vw" />
        </figure>
      )}
    </BlockSection>
  );
}
