import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import type { Locale } from '../../engine/schemas';
import { LocaleProvider } from '../../stores/locale';
import { EditorApp } from './EditorApp';
import { activateEditorLocale, initialUiLocale } from './ui-locale';

/** The markup the server sends for /qa/sections; the route's hydration fallback is the same. */
export function QaLoading() {
  return <div className="qa-loading" aria-busy="true" />;
}

/**
 * `/qa/sections` (spec 2 §2). The editor works on browser state (localStorage), so the server sends
 * an empty shell and the editor starts once its catalog is loaded.
 */
export default function SectionsPage() {
  const { i18n } = useLingui();
  const [locale, setLocale] = useState<Locale | null>(null);
  useEffect(() => {
    const first = initialUiLocale();
    void activateEditorLocale(i18n, first).then(() => setLocale(first));
  }, [i18n]);
  const change = (next: Locale) => void activateEditorLocale(i18n, next).then(() => setLocale(next));
  return (
    <>
      {/* The site's icon, as on the other QA pages: without one the browser asks for /favicon.ico. */}
      <link rel="icon" href="/resources/favicon.svg" type="image/svg+xml" />
      {locale ? (
        <LocaleProvider locale={locale}>
          <EditorApp uiLocale={locale} onUiLocale={change} />
        </LocaleProvider>
      ) : (
        <QaLoading />
      )}
    </>
  );
}
