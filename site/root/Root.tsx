import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router-dom';
import { LOCALE_TAGS } from '../../engine/schemas/locales';
import { LocaleProvider } from '../../stores/locale';
import { useLocaleCookieFollowsPath } from '../../ui/locale-switch';
import { localeOfPath } from '../../ui/route-paths';
import { LoadingBar } from '../page/LoadingBar';
import { pageDataIn } from '../page/loaders';
import { ServerBody, ServerHead } from './server-parts';
import '../styles/global.css';

/** Keeps the stored locale in step with the page's prefix. */
function LocaleCookieSync() {
  useLocaleCookieFollowsPath();
  return null;
}

/**
 * The whole document. The theme of the page (blue or red, border radius 1 to 3) is set on <html>;
 * pages add their own title and meta tags (hoisted into the head).
 */
export function Root() {
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  const page = pageDataIn(useMatches().map((match) => match.loaderData))?.page;
  const hasPrefix = /^\/(fr|en)(\/|$)/.test(pathname);
  return (
    <html
      lang={LOCALE_TAGS[locale]}
      data-theme={page?.theme?.name ?? 'blue'}
      data-radius={page?.theme?.radius ?? 1}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <ServerHead />
      </head>
      <body>
        <LocaleProvider locale={locale}>
          <LoadingBar />
          {hasPrefix && <LocaleCookieSync />}
          <Outlet />
        </LocaleProvider>
        {/* A new page opens at its top (or its anchor); back, forward and a reload return where the
            visitor was on that entry. No markup. */}
        <ScrollRestoration />
        <ServerBody />
      </body>
    </html>
  );
}
