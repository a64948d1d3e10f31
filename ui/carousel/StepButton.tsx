import a11y from '../a11y.module.css';
import { IconGlyph } from '../content/IconGlyph';

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
