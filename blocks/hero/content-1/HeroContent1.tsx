import type { BlockProps } from '../../../engine/registry';
import { ContentImage } from '../../../ui/content/ContentImage';
import { Appear } from '../../shared/Appear';
import { CtaList } from '../../shared/CtaList';
import hero from '../../shared/hero.module.css';
import { heroTitleTag } from '../../shared/hero-heading';
import { BlockHead } from '../../shared/SectionHead';
import styles from './HeroContent1.module.css';
import type { heroContent1Fields, heroContent1Params } from './schema';

/** Image beside a title, description and calls to action; the text on the left or on the right. */
export default function HeroContent1({
  fields,
  params,
  meta,
}: BlockProps<typeof heroContent1Fields, typeof heroContent1Params>) {
  const orientation = params.orientation_x ?? 'left';
  return (
    <section className={hero.hero} aria-labelledby={`${meta.id}-title`}>
      <div className={`${hero.inner} ${hero.split}`} data-orientation={orientation}>
        <Appear className={hero.text}>
          <BlockHead fields={fields} meta={meta} as={heroTitleTag(meta.index)} />
          <CtaList links={fields.cta_repeater} />
        </Appear>
        <figure className={`${hero.frame} ${styles.image}`}>
          <ContentImage image={fields.image} priority sizes="(min-width: 992px) 50vw, 100vw" />
        </figure>
      </div>
    </section>
  );
}
