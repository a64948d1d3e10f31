import { useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../../../engine/registry';
import { pickLocale } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import { ContentImage } from '../../../ui/content/ContentImage';
import { RichText } from '../../../ui/content/RichText';
import { SearchBar, type SearchBarTab } from '../../../ui/property-search/SearchBar';
import { CtaList } from '../../shared/CtaList';
import { HeroFrame } from '../../shared/Hero';
import { heroTitleTag } from '../../shared/hero-heading';
import { BlockHead } from '../../shared/SectionHead';
import styles from './HeroPropertySearch.module.css';
import type { heroPropertySearchFields, heroPropertySearchParams } from './schema';

type Props = BlockProps<typeof heroPropertySearchFields, typeof heroPropertySearchParams>;

/**
 * The hero with the property search bar: logo, titles, background media, the bar with
 * its tabs (the property search first, then the tabs from content); the content centred or at the
 * bottom. The bar is server-rendered, so the titles and the find link work before JavaScript runs.
 */
export default function HeroPropertySearch({ fields, params, meta }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const alignY = params.align_y ?? 'center';
  const media = fields.bg_media;
  const tabs: SearchBarTab[] = (fields.tabs_repeater ?? []).map((tab, i) => ({
    key: `tab-${i}`,
    label: pickLocale(tab.title, locale) ?? '',
    panel: (
      <div className={styles.tabPanel}>
        {tab.description && <RichText html={pickLocale(tab.description, locale) ?? ''} />}
        <CtaList links={tab.cta_repeater} />
      </div>
    ),
  }));
  return (
    <HeroFrame
      meta={meta}
      media={media}
      className={styles.hero}
      innerClassName={styles.inner}
      data={{ 'data-align-y': alignY }}
    >
      <div className={styles.text}>
        {fields.logo && <ContentImage image={fields.logo} className={styles.logo} priority />}
        <BlockHead
          fields={fields}
          meta={meta}
          as={heroTitleTag(meta.index)}
          subTitle={fields.sub_title}
          center
        />
      </div>
      <div className={styles.bar}>
        <SearchBar
          searchLabel={pickLocale(fields.search_tab_label, locale) ?? t`Acheter ou louer`}
          tabs={tabs}
        />
      </div>
      {/* Parsed once the bar is whole: the hero's content is drawn from then (the module's CSS). */}
      <span className={styles.whole} hidden />
    </HeroFrame>
  );
}
