import { useLingui } from '@lingui/react/macro';
import { type CSSProperties, useId } from 'react';
import type { BlockProps } from '../../../engine/registry';
import { pickLocale } from '../../../engine/schemas/locales';
import { useLocale } from '../../../stores/locale';
import { PauseButton, StepButton, useSlideShow, wrapIndex } from '../../../ui/carousel';
import { HERO_SLIDER_AUTOPLAY_MS, HERO_SLIDER_TRANSITION_MS } from '../../../ui/constants';
import { ContentImage } from '../../../ui/content/ContentImage';
import { ContentLink } from '../../../ui/content/ContentLink';
import { IconGlyph } from '../../../ui/content/IconGlyph';
import { SectionHead } from '../../shared/SectionHead';
import styles from './HeroSlider.module.css';
import type { heroSliderFields, heroSliderParams } from './schema';

/**
 * Full-width slides that advance every 8 s with a 500 ms cross-fade. Thumbnails with a
 * progress bar jump to their slide, previous/next wrap around, the next button previews the next
 * slide. Autoplay pauses on hover, on keyboard focus, with the pause button, and is off when the
 * visitor prefers reduced motion.
 */
export default function HeroSlider({
  fields,
  meta,
}: BlockProps<typeof heroSliderFields, typeof heroSliderParams>) {
  const { t } = useLingui();
  const locale = useLocale();
  const slides = fields.slides;
  const count = slides.length;
  const { index, go, playing, paused, togglePaused, holdProps } = useSlideShow(
    count,
    HERO_SLIDER_AUTOPLAY_MS,
  );
  const baseId = useId();
  const next = slides[wrapIndex(index + 1, count)]!;
  const titleOf = (i: number) => pickLocale(slides[i]!.main_title, locale) ?? '';
  const timing = {
    '--slide-ms': `${HERO_SLIDER_TRANSITION_MS}ms`,
    '--autoplay-ms': `${HERO_SLIDER_AUTOPLAY_MS}ms`,
  } as CSSProperties;

  return (
    <section
      className={styles.slider}
      style={timing}
      aria-roledescription={t`carrousel`}
      aria-label={titleOf(0)}
      data-playing={playing ? 'true' : 'false'}
      {...holdProps}
    >
      <div className={styles.viewport} aria-live={playing ? 'off' : 'polite'}>
        {slides.map((slide, i) => {
          const current = i === index;
          return (
            <div
              key={i}
              id={`${baseId}-slide-${i}`}
              className={styles.slide}
              data-current={current ? 'true' : 'false'}
              role="group"
              aria-roledescription={t`diapositive`}
              aria-label={t`${i + 1} sur ${count}`}
              aria-hidden={current ? undefined : true}
              inert={!current}
            >
              <div className={styles.media}>
                <ContentImage image={slide.image} fill priority={i === 0} sizes="100vw" />
              </div>
              <div className={styles.content}>
                <SectionHead
                  titleId={i === 0 ? `${meta.id}-title` : undefined}
                  superTitle={slide.super_title}
                  title={slide.main_title}
                  description={slide.description}
                  className={styles.text}
                />
                {slide.cta && (
                  <p className={styles.cta}>
                    <ContentLink link={slide.cta} />
                  </p>
                )}
              </div>
            </div>
          );
        })}
      </div>

      {count > 1 && (
        <div className={styles.controls}>
          <div className={styles.buttons}>
            <StepButton
              direction="left"
              label={t`Diapositive précédente`}
              onClick={() => go(index - 1)}
              className={styles.round}
            />
            <PauseButton paused={paused} onToggle={togglePaused} className={styles.round} iconSize={24} />
            <button
              type="button"
              className={styles.next}
              aria-label={t`Diapositive suivante : ${titleOf(wrapIndex(index + 1, count))}`}
              onClick={() => go(index + 1)}
            >
              <span className={styles.preview} aria-hidden="true">
                <ContentImage image={next.image} fill sizes="96px" />
              </span>
              <span className={styles.nextText} aria-hidden="true">
                <span className={styles.nextLabel}>{t`Suivante`}</span>
                <span className={styles.nextTitle}>{pickLocale(next.main_title, locale)}</span>
              </span>
              <IconGlyph icon={{ type: 'chevron-right' }} />
            </button>
          </div>
          <ol className={styles.thumbs}>
            {slides.map((slide, i) => (
              <li key={i}>
                <button
                  type="button"
                  className={styles.thumb}
                  aria-controls={`${baseId}-slide-${i}`}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => go(i)}
                >
                  <span className={styles.thumbImage} aria-hidden="true">
                    <ContentImage image={slide.image} fill sizes="80px" />
                  </span>
                  <span className={styles.srOnly}>{t`Aller à la diapositive ${i + 1} : ${titleOf(i)}`}</span>
                  <span className={styles.progress} aria-hidden="true">
                    <span key={i === index ? `run-${index}` : 'idle'} className={styles.fill} />
                  </span>
                </button>
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
