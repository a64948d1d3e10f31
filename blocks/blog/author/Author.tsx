import type { BlockProps } from '../../../engine/registry';
import { pickLocale } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import { ContentImage } from '../../../ui/content/ContentImage';
import { RichText } from '../../../ui/content/RichText';
import { BlockSection, titleIdOf } from '../../shared/BlockSection';
import { CtaList } from '../../shared/CtaList';
import { InfoList } from '../../shared/InfoList';
import { SocialLinks } from '../../shared/SocialLinks';
import styles from './Author.module.css';
import type { authorFields, authorParams } from './schema';

/** The author of a post: picture, name, subtitle, about, details and links. */
export default function Author({ fields, meta }: BlockProps<typeof authorFields, typeof authorParams>) {
  const locale = useLocale();
  const sup = pickLocale(fields.super_title, locale);
  const subtitle = pickLocale(fields.author_subtitle, locale);
  const about = pickLocale(fields.description, locale);
  return (
    <BlockSection meta={meta} titled>
      <div className={styles.card}>
        {fields.author_avatar && (
          <div className={styles.picture}>
            <ContentImage image={fields.author_avatar} fill />
          </div>
        )}
        <div className={styles.body}>
          {sup && <p className={styles.sup}>{sup}</p>}
          <h2 id={titleIdOf(meta)} className={styles.name}>
            {fields.author_name}
          </h2>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          {about && <RichText html={about} className={styles.about} />}
          <InfoList items={fields.list_items_repeater} />
          <SocialLinks items={fields.social_items_repeater} className={styles.links} />
          <CtaList links={fields.cta_repeater} className={styles.links} />
        </div>
      </div>
    </BlockSection>
  );
}
