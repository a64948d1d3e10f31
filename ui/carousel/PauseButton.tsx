import { useLingui } from '@lingui/react/macro';
import { IconGlyph } from '../content/IconGlyph';

/** The visible pause/play button of every autoplaying carousel. */
export function PauseButton({
  paused,
  onToggle,
  className,
  iconSize = 18,
}: {
  paused: boolean;
  onToggle: () => void;
  className?: string;
  iconSize?: number;
}) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      className={className}
      onClick={onToggle}
      aria-label={
        paused ? t`Reprendre le défilement automatique` : t`Mettre le défilement automatique en pause`
      }
    >
      <IconGlyph icon={{ type: paused ? 'play' : 'pause' }} size={iconSize} />
    </button>
  );
}
