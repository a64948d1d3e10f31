import { Outlet, useParams } from 'react-router';
import { DEFAULT_LOCALE, isLocale, LOCALE_TAGS } from '../../engine/schemas';
import { LocaleProvider } from '../../ui/locale';
import { ServerBodyExtras, ServerHeadExtras } from './server-extras';
import '../styles/global.css';

/** The whole document. Page routes add their own title and meta tags (hoisted into the head). */
export function Root() {
  const params = useParams();
  const locale = isLocale(params.locale) ? params.locale : DEFAULT_LOCALE;
  return (
    <html lang={LOCALE_TAGS[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <ServerHeadExtras />
      </head>
      <body>
        <LocaleProvider locale={locale}>
          <Outlet />
        </LocaleProvider>
        <ServerBodyExtras />
      </body>
    </html>
  );
}
