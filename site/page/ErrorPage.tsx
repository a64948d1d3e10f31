import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useLocale } from '../../stores/locale';
import { useLocation } from '../../ui/navigation/navigation';
import { localePath } from '../../ui/route-paths';
import { isChunkLoadError, reloadAfterChunkFailure } from './chunk-reload';
import { DEFAULT_FAVICON, NOT_FOUND_MESSAGE } from './loaders';
import { isPageError, knownPageMessage, routeErrorData, routeErrorStatus } from './route-error';

function WarningIcon() {
  return (
    <svg
      className="error-block__icon"
      viewBox="0 0 24 24"
      width="56"
      height="56"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M12 3 2 20h20zM12 10v4M12 17v.01"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function SpinnerIcon() {
  return (
    <svg
      className="error-block__icon error-block__icon--spin"
      viewBox="0 0 24 24"
      width="56"
      height="56"
      aria-hidden="true"
      focusable="false"
    >
      <circle
        cx="12"
        cy="12"
        r="9"
        fill="none"
        stroke="currentColor"
        strokeOpacity="0.25"
        strokeWidth="2.5"
      />
      <path
        d="M12 3a9 9 0 0 1 9 9"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * The error page: the error block with a text per status. 404 links home,
 * 403 offers a refresh, 503 shows a spinner and 'Site under maintenance', any other status a warning
 * and '{statusCode} error'. Debug details come only when the server exposes errors.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const location = useLocation();
  const locale = useLocale();
  const { t } = useLingui();
  const status = routeErrorStatus(error);
  const data = routeErrorData(error);
  const chunkFailure = isChunkLoadError(error);

  useEffect(() => {
    if (chunkFailure) reloadAfterChunkFailure();
    else if (!isPageError(error)) console.error(error);
  }, [chunkFailure, error]);

  const reason = knownPageMessage(data?.message);
  const reasonText =
    reason === 'unexpectedStatus'
      ? t`Code de statut inattendu.`
      : reason === 'unexpectedString'
        ? t`Réponse inattendue du serveur de contenu.`
        : reason === 'redirectWithoutLocation'
          ? t`Redirection inattendue.`
          : reason === 'invalidPage'
            ? t`Page reçue invalide.`
            : null;

  let title: string;
  let message: string;
  switch (status) {
    case 403:
      title = t`Erreur ${status}`;
      message = t`Désolé, une erreur de permissions est survenue. Veuillez rafraîchir la page ou réessayer plus tard.`;
      break;
    case 404:
      title = t`Cette page est introuvable`;
      message = t`Désolé, la page que vous cherchez est introuvable.`;
      break;
    case 500:
      title = t`Erreur ${status}`;
      message = t`Désolé, une erreur de serveur est survenue sur notre site. Nous travaillons à régler le problème le plus rapidement possible. Veuillez réessayer plus tard.`;
      break;
    case 503:
      title = t`Site en maintenance`;
      message = t`Notre site fait présentement l’objet d’une maintenance. Nous nous excusons des inconvénients et serons de retour très bientôt.`;
      break;
    default:
      title = t`Erreur ${status}`;
      message = t`Une grosse erreur est survenue.`;
  }
  const refresh = (
    <a className="button" href={location.pathname + location.search}>
      {t`Rafraîchir la page`}
    </a>
  );
  const home = (
    <a className="button button--secondary" href={localePath('home', locale)}>
      {t`Aller à la page d’accueil`}
    </a>
  );
  const detail = data && 'detail' in data ? data.detail : undefined;

  return (
    <>
      <title>{title}</title>
      <meta name="robots" content="noindex" />
      <link rel="icon" href={DEFAULT_FAVICON} type="image/svg+xml" />
      <a className="skip-link" href="#main">
        {t`Aller au contenu principal`}
      </a>
      <main
        id="main"
        tabIndex={-1}
        className="error-page"
        data-status={status}
        data-error={data?.message === NOT_FOUND_MESSAGE || reason ? data?.message : undefined}
      >
        <section className="error-block" aria-labelledby="error-title">
          {status === 503 ? <SpinnerIcon /> : <WarningIcon />}
          <h1 id="error-title">{title}</h1>
          <p>{message}</p>
          {reasonText && <p className="error-block__reason">{reasonText}</p>}
          {detail && <pre className="error-block__detail">{detail}</pre>}
          <div className="error-block__actions">
            {status === 404 ? (
              home
            ) : status === 403 || status === 503 ? (
              refresh
            ) : (
              <>
                {refresh}
                {home}
              </>
            )}
          </div>
        </section>
      </main>
    </>
  );
}
