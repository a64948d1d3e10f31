import { useLingui } from '@lingui/react/macro';
import { useLocale } from '../../stores/locale';
import { IconGlyph } from '../content/IconGlyph';
import { formatCount, pluralForm } from '../numbers';

/**
 * A button that opens the filter overlay (a dialog), preparing it as soon as the visitor points at
 * it or focuses it: an icon, a text and, when filters are active, their count.
 */
export function OverlayButton({
  icon,
  label,
  count = 0,
  className,
  badgeClassName,
  srOnlyClassName,
  onPrepare,
  onOpen,
}: {
  icon: 'search' | 'menu';
  label: string;
  /** The active filters; none shows no count. */
  count?: number;
  className: string | undefined;
  badgeClassName?: string;
  srOnlyClassName?: string;
  onPrepare: () => void;
  onOpen: () => void;
}) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      onPointerEnter={onPrepare}
      onFocus={onPrepare}
      onClick={onOpen}
    >
      <IconGlyph icon={{ type: icon }} size={20} />
      <span>{label}</span>
      {count > 0 && (
        <span className={badgeClassName}>
          <span aria-hidden="true">{count}</span>
          <span className={srOnlyClassName}>{t`(${count} actifs)`}</span>
        </span>
      )}
    </button>
  );
}

/** The municipality button's text: how many municipalities are chosen, or its placeholder when none. */
export function useChosenMunicipalitiesText(count: number, placeholder: string): string {
  const { t } = useLingui();
  const locale = useLocale();
  // Written and its form chosen without a number formatter (ui/numbers.ts).
  const chosen = formatCount(count, locale);
  return count > 0
    ? pluralForm(count, locale, {
        one: t`${chosen} municipalité choisie`,
        other: t`${chosen} municipalités choisies`,
      })
    : placeholder;
}
