import { useLingui } from '@lingui/react/macro';
import type { OfficeItem } from '../../../domain';
import type { BlockProps } from '../../../engine/registry';
import { pickLocale } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import { OFFICES_INITIAL } from '../../../ui/constants';
import { ContentImage } from '../../../ui/content/ContentImage';
import { ContentLink } from '../../../ui/content/ContentLink';
import { BlockSection } from '../../shared/BlockSection';
import { InfoList } from '../../shared/InfoList';
import { officeImage } from '../../shared/offices';
import shared from '../../shared/people.module.css';
import { BlockHead } from '../../shared/SectionHead';
import { ShowMoreGrid } from '../../shared/ShowMore';
import section from '../../shared/section.module.css';
import styles from './OfficesGrid.module.css';
import type { officesGridFields, officesGridParams } from './schema';

/** The offices as cards: the first 9, then all of them after "see more". */
export default function OfficesGrid({
  fields,
  meta,
}: BlockProps<typeof officesGridFields, typeof officesGridParams>) {
  const { t } = useLingui();
  return (
    <BlockSection meta={meta} titled={fields.main_title !== undefined}>
      <BlockHead fields={fields} meta={meta} className={section.head} />
      <ShowMoreGrid
        items={fields.offices_repeater}
        initial={OFFICES_INITIAL}
        hiddenText={(hidden) => t`(${hidden} autres bureaux)`}
      >
        {(office) => <OfficeCard office={office} />}
      </ShowMoreGrid>
    </BlockSection>
  );
}

function OfficeCard({ office }: { office: OfficeItem }) {
  const locale = useLocale();
  return (
    <article className={`${shared.card} ${styles.card}`} data-color-scheme="normal">
      <div className={styles.media}>
        <ContentImage
          image={officeImage(office.image, locale)}
          fill
          sizes="(min-width: 1200px) 33vw, 100vw"
        />
      </div>
      <h3 className={shared.cardTitle}>{pickLocale(office.main_title, locale)}</h3>
      <InfoList items={office.list_items_repeater} className={styles.info} />
      {office.cta && <ContentLink link={office.cta} className={styles.cta} />}
    </article>
  );
}
