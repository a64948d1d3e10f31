import type { BlockProps } from '../../../engine/registry';
import { ContentImage } from '../../../ui/content/ContentImage';
import { Appear } from '../../shared/Appear';
import { CtaList } from '../../shared/CtaList';
import hero from '../../shared/hero.module.css';
import { heroTitleTag } from '../../shared/hero-heading';
import { InfoList } from '../../shared/InfoList';
import { TextHead } from '../../shared/TextHead';
import styles from './HeroLandingPage.module.css';
import type { heroLandingPageFields, heroLandingPageParams } from './schema';

/** The opening of a landing page: title, selling points and calls to action beside an image. */
export default function HeroLandingPage({
  fields,
  params,
  meta,
}: BlockProps<typeof heroLandingPageFields, typeof heroLandingPageParams>) {
  return (
    <section className={`${hero.hero} ${styles.landing}`} aria-labelledby={`${meta.id}-title`}>
      <div className={`${hero.inner} ${hero.split}`} data-orientation={params.orientation_x ?? 'left'}>
        <Appear className={hero.text}>
          <TextHead
            as={heroTitleTag(meta.index)}
            titleId={`${meta.id}-title`}
            superTitle={fields.super_title}
            title={fields.main_title}
            description={fields.description}
          />
          <InfoList items={fields.list_items_repeater} className={styles.points} />
          <CtaList links={fields.cta_repeater} />
        </Appear>
        <figure className={`${hero.frame} ${styles.image}`}>
          <ContentImage image={fields.image} priority sizes="(min-width: 992px) 50vw, 100vw" />
        </figure>
      </div>
    </section>
  );
}
