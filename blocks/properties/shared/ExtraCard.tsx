import { useLingui } from '@lingui/react/macro';
import { pickLocale } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import { ContentImage } from '../../../ui/content/ContentImage';
import { ContentLink } from '../../../ui/content/ContentLink';
import { RichText } from '../../../ui/content/RichText';
import { SiteLink } from '../../../ui/content/SiteLink';
import { formatCount, pluralForm } from '../../../ui/numbers';
import { localePath } from '../../../ui/route-paths';
import type { ExtraCard as ExtraCardKind } from './listing-rules';
import styles from './listings.module.css';
import type { PropertyCtaItem } from './schema';

export interface ExtraCardProps {
  kind: Exclude<ExtraCardKind, null>;
  /** Properties matching the block's filters (the see-more card names it). */
  total: number;
  /** The search page with the block's filters. */
  searchHref: string;
  /** The content's filler card; by default an invitation to write to the broker. */
  filler?: PropertyCtaItem;
  headingLevel?: 2 | 3 | 4;
}

/**
 * The card after a block's listings: "see more" leads to the search page with the
 * block's filters when more properties exist than are shown; the filler card (a property
 * CTA item) rounds out a short row.
 */
export function ExtraCard({ kind, total, searchHref, filler, headingLevel = 3 }: ExtraCardProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const Heading = `h${headingLevel}` as const;
  // Written without a number formatter (ui/numbers.ts): a browser's first one loads ICU's number data.
  const matches = formatCount(total, locale);

  if (kind === 'see-more')
    return (
      <article className={styles.extra} data-extra="see-more">
        <Heading className={styles.extraTitle}>
          <SiteLink className={styles.extraLink} to={searchHref}>
            {t`Voir plus de propriétés`}
          </SiteLink>
        </Heading>
        <p className={styles.extraText}>
          {pluralForm(total, locale, {
            one: t`${matches} propriété correspond à ces critères`,
            other: t`${matches} propriétés correspondent à ces critères`,
          })}
        </p>
      </article>
    );

  const title =
    pickLocale(filler?.main_title, locale) ?? t`Vous ne trouvez pas la propriété qu’il vous faut ?`;
  const description = pickLocale(filler?.description, locale);
  return (
    <article className={styles.extra} data-extra="filler">
      {filler?.image && (
        <div className={styles.extraBackground} aria-hidden="true">
          <ContentImage image={filler.image} fill />
        </div>
      )}
      {filler?.centered_image && (
        <div className={styles.extraCentered}>
          <ContentImage image={filler.centered_image} />
        </div>
      )}
      <Heading className={styles.extraTitle}>{title}</Heading>
      {description ? (
        <RichText className={styles.extraText} html={description} />
      ) : (
        !filler && (
          <p className={styles.extraText}>
            {t`Votre courtier connaît aussi des propriétés qui ne sont pas encore affichées.`}
          </p>
        )
      )}
      {filler?.cta ? (
        <ContentLink link={filler.cta} className={styles.extraCta} />
      ) : (
        !filler && (
          <SiteLink className={styles.extraCta} to={localePath('contact-page', locale)}>
            {t`Communiquez avec votre courtier`}
          </SiteLink>
        )
      )}
    </article>
  );
}
