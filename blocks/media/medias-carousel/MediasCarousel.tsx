import { useLingui } from '@lingui/react/macro';
import type { BlockProps } from '../../../engine/registry';
import { pickLocale } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import { MEDIAS_CAROUSEL_AUTOPLAY_MS } from '../../../ui/constants';
import { ContentMedia } from '../../../ui/content/ContentMedia';
import { CarouselSection } from '../../shared/CarouselSection';
import { BlockHead } from '../../shared/SectionHead';
import section from '../../shared/section.module.css';
import styles from './MediasCarousel.module.css';
import type { mediasCarouselFields, mediasCarouselParams } from './schema';

/** A carousel of images, videos and external videos, autoplaying every 6 s. */
export default function MediasCarousel({
  fields,
  params,
  meta,
}: BlockProps<typeof mediasCarouselFields, typeof mediasCarouselParams>) {
  const { t } = useLingui();
  const locale = useLocale();
  const title = pickLocale(fields.main_title, locale);
  return (
    <CarouselSection
      fields={fields}
      params={params}
      meta={meta}
      defaultLabel={t`Galerie de médias`}
      autoplayMs={MEDIAS_CAROUSEL_AUTOPLAY_MS}
      head={<BlockHead fields={fields} meta={meta} className={section.head} center />}
      dots
    >
      {fields.media_repeater.map((media, index) => (
        <div key={index} className={styles.frame}>
          <ContentMedia media={media} fill title={title} sizes="(min-width: 1200px) 1200px, 100vw" />
        </div>
      ))}
    </CarouselSection>
  );
}
