import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { PartnerItem } from '../../../domain';
import type { BlockProps } from '../../../engine/registry';
import { pickLocale } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import { PARTNERS_INITIAL } from '../../../ui/constants';
import { ContentImage } from '../../../ui/content/ContentImage';
import { ContentLink } from '../../../ui/content/ContentLink';
import { RichText } from '../../../ui/content/RichText';
import { formatCount, pluralForm } from '../../../ui/numbers';
import { BlockSection } from '../../shared/BlockSection';
import { FilterButtons } from '../../shared/FilterButtons';
import { InfoList } from '../../shared/InfoList';
import shared from '../../shared/people.module.css';
import { BlockHead } from '../../shared/SectionHead';
import { ShowMoreGrid } from '../../shared/ShowMore';
import section from '../../shared/section.module.css';
import styles from './Partners.module.css';
import type { partnersFields, partnersParams } from './schema';
import { partnersWithTag, tagsOf } from './tags';

/**
 * Partners: a tag filter, then the first 6, all after "show more". The filter resets
 * nothing else: partners revealed stay revealed.
 */
export default function Partners({ fields, meta }: BlockProps<typeof partnersFields, typeof partnersParams>) {
  const { t } = useLingui();
  const locale = useLocale();
  const [tag, setTag] = useState<string | null>(null);
  const tags = tagsOf(fields.partners_repeater, locale);
  const shown = partnersWithTag(fields.partners_repeater, tag, locale);
  const count = shown.length;
  // Written without a number formatter (ui/numbers.ts): a browser's first one loads ICU's number data.
  const countText = formatCount(count, locale);
  return (
    <BlockSection meta={meta} titled={fields.main_title !== undefined}>
      <BlockHead fields={fields} meta={meta} className={section.head} />
      {tags.length > 0 && (
        <FilterButtons
          label={t`Filtrer les partenaires par étiquette`}
          allLabel={t({ message: `Tous`, context: 'tag filter' })}
          options={tags.map(({ key, tag: item }) => ({ key, label: pickLocale(item.name, locale) }))}
          value={tag}
          onChange={setTag}
        />
      )}
      <p className={shared.status} role="status">
        {pluralForm(count, locale, { one: t`${countText} partenaire`, other: t`${countText} partenaires` })}
      </p>
      <ShowMoreGrid
        items={shown}
        initial={PARTNERS_INITIAL}
        hiddenText={(hidden) => t`(${hidden} autres partenaires)`}
      >
        {(partner) => <PartnerCard partner={partner} />}
      </ShowMoreGrid>
    </BlockSection>
  );
}

function PartnerCard({ partner }: { partner: PartnerItem }) {
  const locale = useLocale();
  const sub = pickLocale(partner.sub_title, locale);
  const description = pickLocale(partner.description, locale);
  return (
    <article className={`${shared.card} ${styles.card}`} data-color-scheme="normal">
      {partner.image && (
        <div className={styles.logo}>
          <ContentImage image={partner.image} sizes="240px" />
        </div>
      )}
      {partner.tags_repeater && partner.tags_repeater.length > 0 && (
        <ul className={styles.tags}>
          {partner.tags_repeater.map((tag, index) => (
            <li
              key={index}
              className={styles.tag}
              style={{ background: tag.bg_color_primary, color: tag.text_color }}
            >
              {pickLocale(tag.name, locale)}
            </li>
          ))}
        </ul>
      )}
      <h3 className={shared.cardTitle}>{pickLocale(partner.main_title, locale)}</h3>
      {sub && <p className={shared.cardSubtitle}>{sub}</p>}
      {description && <RichText html={description} className={styles.description} />}
      <InfoList items={partner.list_items_repeater} className={styles.info} />
      {partner.cta && <ContentLink link={partner.cta} className={styles.cta} />}
    </article>
  );
}
