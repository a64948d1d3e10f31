import { wrapIndex } from './autoplay';
import { PauseButton } from './PauseButton';
import { StepButton } from './StepButton';

/**
 * The controls of a carousel shown by index: the previous button, the pause button when the
 * carousel autoplays, and the next button. Each step wraps and names the slide it brings.
 */
export function StepControls({
  index,
  count,
  go,
  slideId,
  labels,
  pause,
  className,
  buttonClassName,
  iconSize,
  pauseIconSize,
}: {
  index: number;
  count: number;
  go: (index: number) => void;
  /** The id of the slide at an index. */
  slideId: (index: number) => string;
  labels: { previous: string; next: string };
  /** Left out when the carousel does not autoplay: no pause button then. */
  pause?: { paused: boolean; onToggle: () => void };
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
      {pause && (
        <PauseButton
          paused={pause.paused}
          onToggle={pause.onToggle}
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
