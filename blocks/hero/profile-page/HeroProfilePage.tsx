import type { BlockProps } from '../../../engine/registry';
import { pickLocale } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import { ContentImage } from '../../../ui/content/ContentImage';
import { RichText } from '../../../ui/content/RichText';
import { Appear } from '../../shared/Appear';
import { CtaList } from '../../shared/CtaList';
import hero from '../../shared/hero.module.css';
import { heroTitleTag } from '../../shared/hero-heading';
import { InfoList } from '../../shared/InfoList';
import { SocialLinks } from '../../shared/SocialLinks';
import styles from './HeroProfilePage.module.css';
import type { heroProfilePageFields, heroProfilePageParams } from './schema';

/** A member's own page opening: portrait, name, title, details, social links and calls to action. */
export default function HeroProfilePage({
  fields,
  params,
  meta,
}: BlockProps<typeof heroProfilePageFields, typeof heroProfilePageParams>) {
  const locale = useLocale();
  const Title = heroTitleTag(meta.index);
  const subtitle = pickLocale(fields.person_subtitle, locale);
  const description = pickLocale(fields.description, locale);
  return (
    <section className={hero.hero} aria-labelledby={`${meta.id}-title`}>
      <div
        className={`${hero.inner} ${hero.split} ${styles.profile}`}
        data-orientation={params.orientation_x ?? 'left'}
      >
        <Appear className={hero.text}>
          <Title id={`${meta.id}-title`} className={styles.name}>
            {pickLocale(fields.person_name, locale)}
          </Title>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          {description && <RichText html={description} className={styles.description} />}
          <InfoList items={fields.list_items_repeater} />
          <SocialLinks items={fields.social_items_repeater} />
          <CtaList links={fields.cta_repeater} />
        </Appear>
        <figure className={styles.avatar}>
          <ContentImage image={fields.person_avatar} priority sizes="(min-width: 992px) 400px, 60vw" />
        </figure>
      </div>
    </section>
  );
}
