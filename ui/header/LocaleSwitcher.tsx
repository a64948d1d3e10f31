import { useLingui } from '@lingui/react/macro';
import { LOCALE_TAGS, type Locale } from '../../engine/schemas/locales';
import { AppLink } from '../content/AppLink';
import { rememberLocale, useLocaleAlternates } from '../locale-switch';
import { useLocation } from '../navigation/navigation';

/** Each language named in itself (an autonym is never translated). */
const AUTONYMS: Record<Locale, string> = { fr: 'Français', en: 'English' };

/**
 * Links to the same page in each other locale; picking one remembers the choice in the
 * locale cookie (365 days, SameSite=Lax).
 */
export function LocaleSwitcher({ className, onPick }: { className?: string; onPick?: () => void }) {
  const { t } = useLingui();
  const { pathname, search } = useLocation();
  const others = useLocaleAlternates(pathname, search).filter((a) => !a.current);
  return (
    <ul className={className} aria-label={t`Langue`}>
      {others.map(({ locale, path }) => (
        <li key={locale}>
          <AppLink
            to={path}
            lang={LOCALE_TAGS[locale]}
            hrefLang={LOCALE_TAGS[locale]}
            data-locale-switch={locale}
            onClick={() => {
              rememberLocale(locale);
              onPick?.();
            }}
          >
            {AUTONYMS[locale]}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
