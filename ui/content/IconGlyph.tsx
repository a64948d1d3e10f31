import type { Icon } from '../../engine/schemas';
import { iconPath } from './icons';

const WEIGHTS = { light: 1.25, regular: 1.75, medium: 2, bold: 2.5 } as const;

/** A decorative icon from content (type, font weight, colour). */
export function IconGlyph({ icon, size = 24, className }: { icon: Icon; size?: number; className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke={icon.color ?? 'currentColor'}
      strokeWidth={WEIGHTS[icon.font_weight ?? 'regular']}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={icon.type}
    >
      <path d={iconPath(icon.type)} />
    </svg>
  );
}
