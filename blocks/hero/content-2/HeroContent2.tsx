import type { BlockProps } from '../../../engine/registry';
import { Appear } from '../../shared/Appear';
import { CtaList } from '../../shared/CtaList';
import { HeroFrame } from '../../shared/HeroFrame';
import hero from '../../shared/hero.module.css';
import { heroTitleTag } from '../../shared/hero-heading';
import { BlockHead } from '../../shared/SectionHead';
import styles from './HeroContent2.module.css';
import type { heroContent2Fields, heroContent2Params } from './schema';

/** Text over background media (image or video), placed left, right or centre. */
export default function HeroContent2({
  fields,
  params,
  meta,
}: BlockProps<typeof heroContent2Fields, typeof heroContent2Params>) {
  const orientation = params.orientation ?? 'left';
  return (
    <HeroFrame
      meta={meta}
      media={fields.bg_media}
      className={styles.hero}
      innerClassName={styles.inner}
      innerData={{ 'data-orientation': orientation }}
    >
      <Appear className={`${hero.text} ${styles.text}`}>
        <BlockHead fields={fields} meta={meta} as={heroTitleTag(meta.index)} />
        <CtaList links={fields.cta_repeater} className={styles.ctas} />
      </Appear>
    </HeroFrame>
  );
}
