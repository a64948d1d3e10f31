import { useLingui } from '@lingui/react/macro';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import {
  Children,
  type CSSProperties,
  type ReactNode,
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { IconGlyph } from '../content/IconGlyph';
import { usePrefersReducedMotion } from '../viewport';
import { useAutoplayHold } from './autoplay';
import styles from './Carousel.module.css';
import { PauseButton } from './PauseButton';

export interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  children: ReactNode;
  /** Autoplay delay in ms; no autoplay when absent. */
  autoplayMs?: number;
  /** Wrap around (carousels wrap). Default true. */
  loop?: boolean;
  /** Slides moved by one step of prev/next (carousel cards: 3). */
  slidesToScroll?: number | 'auto';
  align?: 'start' | 'center';
  /** Width of a slide, any CSS length (default 100%); may be set per breakpoint in CSS via --slide-size. */
  slideSize?: string;
  gap?: string;
  dots?: boolean;
  progress?: boolean;
  /**
   * While autoplay runs, the progress bar fills over this time for each slide (featured carousel:
   * 4,000 ms of a 5,000 ms slide) instead of showing the position.
   */
  progressMs?: number;
  className?: string;
  slideClassName?: string;
  /** More embla options, when a block needs them. */
  options?: EmblaOptionsType;
}

/**
 * The carousel shell every sliding block uses, on embla. It wraps around, autoplays if asked, and
 * adds on its own: a visible pause/play button, autoplay pausing while the pointer is over it
 * or keyboard focus is inside it, and no autoplay for visitors who prefer reduced motion. The region
 * is announced as a carousel and each slide as "n of N" (WAI-ARIA carousel pattern).
 */
export function Carousel({
  label,
  children,
  autoplayMs,
  loop = true,
  slidesToScroll = 1,
  align = 'start',
  slideSize,
  gap,
  dots = false,
  progress = false,
  progressMs,
  className,
  slideClassName,
  options,
}: CarouselProps) {
  const { t } = useLingui();
  const reducedMotion = usePrefersReducedMotion();
  const slides = Children.toArray(children);
  const count = slides.length;
  const plugins = useMemo(
    () =>
      autoplayMs
        ? [
            Autoplay({
              delay: autoplayMs,
              playOnInit: false,
              stopOnInteraction: false,
              stopOnMouseEnter: false,
              stopOnFocusIn: false,
            }),
          ]
        : [],
    [autoplayMs],
  );
  const [setViewport, api] = useEmblaCarousel(
    { loop, slidesToScroll, align, containScroll: loop ? false : 'trimSnaps', ...options },
    plugins,
  );
  // Embla's hook keeps the viewport in React state, set by this ref while React commits. A state
  // set then is synchronous: the hydrating commit rendered the carousel again at once and ran
  // Embla's start-up (it measures every slide) and every block's mount effects in the same task.
  // As a transition, Embla starts in a task of its own, once the page is hydrated; the server's
  // markup already shows the first slide where it stays.
  const viewportRef = useCallback(
    (node: HTMLDivElement | null) => startTransition(() => setViewport(node)),
    [setViewport],
  );

  const { canAutoplay, playing, paused, togglePaused, holdProps } = useAutoplayHold(
    !!autoplayMs && count > 1,
  );
  const { selected, snaps } = useEmblaSnaps(api);
  useAutoplayDriven(api, playing);

  const prev = () => api?.scrollPrev(reducedMotion);
  const next = () => api?.scrollNext(reducedMotion);
  const snapCount = snaps.length || count;
  const rootStyle = {
    ...(slideSize ? { '--slide-size': slideSize } : {}),
    ...(gap ? { '--slide-gap': gap } : {}),
  } as CSSProperties;

  return (
    <section
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      aria-roledescription={t`carrousel`}
      aria-label={label}
      data-playing={playing ? 'true' : 'false'}
      style={rootStyle}
      {...holdProps}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.container} aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              key={index}
              className={[styles.slide, slideClassName].filter(Boolean).join(' ')}
              role="group"
              aria-roledescription={t`diapositive`}
              aria-label={t`${index + 1} sur ${count}`}
              data-selected={index === selected ? 'true' : undefined}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          {canAutoplay && <PauseButton paused={paused} onToggle={togglePaused} className={styles.button} />}
          <button type="button" className={styles.button} onClick={prev} aria-label={t`Précédent`}>
            <IconGlyph icon={{ type: 'chevron-left' }} size={20} />
          </button>
          {dots && (
            <CarouselDots
              count={snapCount}
              selected={selected}
              onPick={(index) => api?.scrollTo(index, reducedMotion)}
            />
          )}
          {progress && (
            <CarouselProgress
              selected={selected}
              count={snapCount}
              timerMs={playing ? progressMs : undefined}
            />
          )}
          <button type="button" className={styles.button} onClick={next} aria-label={t`Suivant`}>
            <IconGlyph icon={{ type: 'chevron-right' }} size={20} />
          </button>
        </div>
      )}
    </section>
  );
}

/** The selected snap and the list of snaps, following embla's selection and re-initialisations. */
function useEmblaSnaps(api: EmblaCarouselType | undefined) {
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState<number[]>([]);
  const sync = useCallback((embla: EmblaCarouselType) => {
    setSelected(embla.selectedScrollSnap());
    setSnaps(embla.scrollSnapList());
  }, []);

  useEffect(() => {
    if (!api) return;
    sync(api);
    api.on('select', sync).on('reInit', sync);
    return () => {
      api.off('select', sync).off('reInit', sync);
    };
  }, [api, sync]);
  return { selected, snaps };
}

/** Embla's autoplay plugin plays while `playing`, stopped otherwise. */
function useAutoplayDriven(api: EmblaCarouselType | undefined, playing: boolean) {
  useEffect(() => {
    const autoplay = api?.plugins().autoplay;
    if (!autoplay) return;
    try {
      if (playing) autoplay.play();
      else autoplay.stop();
    } catch {
      // Embla skips its plugins when it cannot lay the carousel out (hidden, zero size): nothing to drive.
    }
  }, [api, playing]);
}

/** A button per position, the current one marked. */
function CarouselDots({
  count,
  selected,
  onPick,
}: {
  count: number;
  selected: number;
  onPick: (index: number) => void;
}) {
  const { t } = useLingui();
  return (
    <div className={styles.dots}>
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          className={styles.dot}
          aria-label={t`Aller à la position ${i + 1}`}
          aria-current={i === selected ? 'true' : undefined}
          onClick={() => onPick(i)}
        />
      ))}
    </div>
  );
}

/** How far along the slides are: a bar, or with `timerMs` a timer running to the next slide. */
function CarouselProgress({
  selected,
  count,
  timerMs,
}: {
  selected: number;
  count: number;
  timerMs: number | undefined;
}) {
  return (
    <div className={styles.progress} aria-hidden="true">
      {timerMs ? (
        <div
          key={selected}
          className={styles.progressTimer}
          data-progress-timer=""
          style={{ animationDuration: `${timerMs}ms` }}
        />
      ) : (
        <div className={styles.progressBar} style={{ width: `${((selected + 1) / count) * 100}%` }} />
      )}
    </div>
  );
}
