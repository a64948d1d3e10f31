import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useLocale } from '../../stores/locale';
import { formatNumber } from '../../ui/format';
import type { ListingData } from './data';
import styles from './ListingPage.module.css';

/**
 * The facts of a listing as the core API gives them: type, bedrooms, bathrooms, area, address,
 * municipality and the listing's number. A count of zero (land has no bedrooms) is left out.
 */
export function ListingFacts({ listing }: { listing: ListingData }) {
  const { t } = useLingui();
  const locale = useLocale();
  const headingId = useId();
  const { bed, bath, area } = listing.specs;
  const surface = formatNumber(area, locale);
  const facts: [string, string][] = [
    [t`Type`, listing.typeLabel],
    ...(bed > 0 ? ([[t`Chambres`, formatNumber(bed, locale)]] as [string, string][]) : []),
    ...(bath > 0 ? ([[t`Salles de bain`, formatNumber(bath, locale)]] as [string, string][]) : []),
    ...(area > 0 ? ([[t`Superficie`, t`${surface} pi²`]] as [string, string][]) : []),
    [t`Adresse`, listing.address],
    ...(listing.municipality ? ([[t`Municipalité`, listing.municipality]] as [string, string][]) : []),
    [t`N° d’inscription`, listing.uls],
  ];
  return (
    <section className={styles.section} aria-labelledby={headingId} data-listing-facts="">
      <h2 id={headingId} className={styles.sectionTitle}>
        {t`Caractéristiques`}
      </h2>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term} className={styles.fact}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
