import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { TooltipData } from '../../domain';
import { pickLocale } from '../../engine/schemas/locales';
import { useCoreClient } from '../../stores/core-client';
import { useSearchFilterData } from '../../stores/filter-data';
import { useLocale } from '../../stores/locale';
import { loadTooltip, useTooltips } from '../../stores/tooltips';
import { AppLink } from '../content/AppLink';
import { useAssetUrl } from '../content/assets';
import { checkLinkUrl } from '../content/link-url';
import { formatCurrency, formatNumber } from '../format';
import { formatCount, pluralForm } from '../numbers';
import styles from './PropertyPopup.module.css';

/**
 * The popup of a property marker: a loading placeholder, then the tooltip data fetched
 * on first opening and cached per property; a failed fetch gives a short note, never a crash.
 * The property type is named by the search-filter data's labels, loaded with the first popup.
 */
export function PropertyPopup({ uls }: { uls: string }) {
  const { t } = useLingui();
  const client = useCoreClient();
  const cached = useTooltips((s) => s.byUls[uls]);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (cached || !client) return;
    let live = true;
    setFailed(false);
    void loadTooltip(client, uls).then((data) => {
      if (live && !data) setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [client, uls, cached]);

  if (cached) return <PopupCard data={cached} />;
  if (failed || !client)
    return <p className={styles.note}>{t`Les détails de cette propriété sont indisponibles.`}</p>;
  return (
    <div className={styles.loading} role="status">
      <span className={styles.photo} aria-hidden="true" />
      <span>{t`Chargement de la propriété…`}</span>
    </div>
  );
}

function PopupCard({ data }: { data: TooltipData }) {
  const locale = useLocale();
  const option = useSearchFilterData().data?.property_types.find((p) => p.value === data.type);
  const { t } = useLingui();
  const assetUrl = useAssetUrl();
  const photo = data.carousel_images[0];
  const href = checkLinkUrl(data.url);
  const { bed, bath, area } = data.specs;
  // Written without a number formatter (ui/numbers.ts): a browser's first one loads ICU's number data.
  const beds = formatCount(bed, locale);
  const baths = formatCount(bath, locale);
  const body = (
    <>
      {photo && <img className={styles.photo} src={assetUrl(photo)} alt="" width={240} height={160} />}
      <span className={styles.type}>{(option && pickLocale(option.label, locale)) ?? data.type}</span>
      <strong className={styles.price}>{formatCurrency(data.price, locale, { decimals: 0 })}</strong>
      <span className={styles.address}>{data.address}</span>
      <span className={styles.specs}>
        {bed > 0 && (
          <span>{pluralForm(bed, locale, { one: t`${beds} chambre`, other: t`${beds} chambres` })}</span>
        )}
        {bath > 0 && (
          <span>
            {pluralForm(bath, locale, { one: t`${baths} salle de bain`, other: t`${baths} salles de bain` })}
          </span>
        )}
        <span>{t`${formatNumber(area, locale)} pi²`}</span>
      </span>
    </>
  );
  if (!href.ok) return <div className={styles.card}>{body}</div>;
  return href.kind === 'internal' ? (
    <AppLink className={styles.card} to={href.href}>
      {body}
    </AppLink>
  ) : (
    <a className={styles.card} href={href.href}>
      {body}
    </a>
  );
}
