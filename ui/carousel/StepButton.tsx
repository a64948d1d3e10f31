import a11y from '../a11y.module.css';
import { IconGlyph } from '../content/IconGlyph';
import { type useSlideShow, wrapIndex } from './autoplay';
import { PauseButton } from './PauseButton';

/**
 * The previous or next button of a carousel shown by index: a chevron, its name for screen
 * readers, and the slide it brings (`controls`, that slide's id).
 */
export function StepButton({
  direction,
  label,
  controls,
  onClick,
  className,
  iconSize,
}: {
  direction: 'left' | 'right';
  label: string;
  controls?: string;
  onClick: () => void;
  className?: string;
  iconSize?: number;
}) {
  return (
    <button type="button" className={className} aria-controls={controls} onClick={onClick}>
      <IconGlyph icon={{ type: `chevron-${direction}` }} size={iconSize} />
      <span className={a11y.srOnly}>{label}</span>
    </button>
  );
}

/**
 * The previous, pause and next buttons of a slide show (`useSlideShow`), which wraps: each step
 * button names the slide it brings (`idOf`). The pause button shows while autoplay can run, or
 * always with `pause="always"`.
 */
export function StepControls({
  show: { index, go, paused, togglePaused, canAutoplay },
  count,
  idOf,
  previousLabel,
  nextLabel,
  pause = 'when-autoplay',
  className,
  buttonClassName,
  stepIconSize,
  pauseIconSize,
}: {
  show: Pick<ReturnType<typeof useSlideShow>, 'index' | 'go' | 'paused' | 'togglePaused' | 'canAutoplay'>;
  count: number;
  idOf: (index: number) => string;
  previousLabel: string;
  nextLabel: string;
  pause?: 'when-autoplay' | 'always';
  className?: string;
  buttonClassName?: string;
  stepIconSize?: number;
  pauseIconSize?: number;
}) {
  return (
    <div className={className}>
      <StepButton
        direction="left"
        label={previousLabel}
        controls={idOf(wrapIndex(index - 1, count))}
        onClick={() => go(index - 1)}
        className={buttonClassName}
        iconSize={stepIconSize}
      />
      {(canAutoplay || pause === 'always') && (
        <PauseButton
          paused={paused}
          onToggle={togglePaused}
          className={buttonClassName}
          iconSize={pauseIconSize}
        />
      )}
      <StepButton
        direction="right"
        label={nextLabel}
        controls={idOf(wrapIndex(index + 1, count))}
        onClick={() => go(index + 1)}
        className={buttonClassName}
        iconSize={stepIconSize}
      />
    </div>
  );
}
