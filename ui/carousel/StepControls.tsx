import { type useSlideShow, wrapIndex } from './autoplay';
import { PauseButton } from './PauseButton';
import { StepButton } from './StepButton';

/**
 * The controls of a slide show (`useSlideShow`) of `count` slides: the previous button, the pause
 * button, and the next button. Each step wraps and names the slide it brings.
 */
export function StepControls({
  show: { index, go, paused, togglePaused, canAutoplay },
  count,
  slideId,
  labels,
  pause = 'when-autoplaying',
  className,
  buttonClassName,
  iconSize,
  pauseIconSize,
}: {
  show: ReturnType<typeof useSlideShow>;
  count: number;
  /** The id of the slide at an index. */
  slideId: (index: number) => string;
  labels: { previous: string; next: string };
  /** Whether the pause button shows only while the show can autoplay, or always. */
  pause?: 'when-autoplaying' | 'always';
  className?: string;
  buttonClassName?: string;
  iconSize?: number;
  pauseIconSize?: number;
}) {
  return (
    <div className={className}>
      <StepButton
        direction="left"
        label={labels.previous}
        controls={slideId(wrapIndex(index - 1, count))}
        onClick={() => go(index - 1)}
        className={buttonClassName}
        iconSize={iconSize}
      />
      {(pause === 'always' || canAutoplay) && (
        <PauseButton
          paused={paused}
          onToggle={togglePaused}
          className={buttonClassName}
          iconSize={pauseIconSize}
        />
      )}
      <StepButton
        direction="right"
        label={labels.next}
        controls={slideId(wrapIndex(index + 1, count))}
        onClick={() => go(index + 1)}
        className={buttonClassName}
        iconSize={iconSize}
      />
    </div>
  );
}
