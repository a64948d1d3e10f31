import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { BankPartner } from '../../../domain';
import type { BlockProps } from '../../../engine/registry';
import { pickLocale } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import { ContentImage } from '../../../ui/content/ContentImage';
import { BlockSection } from '../../shared/BlockSection';
import { FilterButtons } from '../../shared/FilterButtons';
import { InfoList } from '../../shared/InfoList';
import { Person } from '../../shared/Person';
import shared from '../../shared/people.module.css';
import { BlockHead } from '../../shared/SectionHead';
import section from '../../shared/section.module.css';
import styles from './BankPartners.module.css';
import type { bankPartnersFields, bankPartnersParams } from './schema';

/** Bank partners: each one's logo, name and employee cards; a filter shows one partner. */
export default function BankPartners({
  fields,
  meta,
}: BlockProps<typeof bankPartnersFields, typeof bankPartnersParams>) {
  const { t } = useLingui();
  const locale = useLocale();
  const partners = fields.bank_partners_repeater;
  const [chosen, setChosen] = useState<string | null>(null);
  const shown = chosen === null ? partners : partners.filter((_, i) => String(i) === chosen);
  return (
    <BlockSection meta={meta} titled={fields.main_title !== undefined}>
      <BlockHead fields={fields} meta={meta} className={section.head} />
      {partners.length > 1 && (
        <FilterButtons
          label={t`Filtrer par partenaire`}
          allLabel={t`Tous les partenaires`}
          options={partners.map((partner, i) => ({
            key: String(i),
            label: pickLocale(partner.name, locale),
          }))}
          value={chosen}
          onChange={setChosen}
        />
      )}
      <div className={styles.partners}>
        {shown.map((partner) => (
          <Partner key={partners.indexOf(partner)} partner={partner} />
        ))}
      </div>
    </BlockSection>
  );
}

function Partner({ partner }: { partner: BankPartner }) {
  const locale = useLocale();
  const nameId = useId();
  return (
    <section className={styles.partner} aria-labelledby={nameId}>
      <div className={styles.head}>
        <span className={styles.logo}>
          <ContentImage image={partner.logo} sizes="280px" />
        </span>
        <h3 id={nameId} className={styles.name}>
          {pickLocale(partner.name, locale)}
        </h3>
      </div>
      {partner.employees_repeater.length > 0 && (
        <ul className={shared.grid}>
          {partner.employees_repeater.map((employee, index) => (
            <li key={index}>
              <article className={shared.card} data-color-scheme="normal">
                <Person
                  as="h4"
                  avatar={employee.person_avatar}
                  name={employee.person_name}
                  subtitle={employee.person_subtitle}
                  avatarSize={72}
                  layout="row"
                />
                <InfoList items={employee.list_items_repeater} className={styles.info} />
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
