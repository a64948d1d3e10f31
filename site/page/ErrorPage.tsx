import { useLingui } from '@lingui/react/macro';
import { isRouteErrorResponse, useLocation, useParams, useRouteError } from 'react-router';
import { DEFAULT_LOCALE, isLocale } from '../../engine/schemas';
import type { PageErrorData } from './loaders';

/** The error page (spec 1 §2, §8): a message per status, with a way forward. */
export function ErrorPage() {
  const error = useRouteError();
  const params = useParams();
  const location = useLocation();
  const locale = isLocale(params.locale) ? params.locale : DEFAULT_LOCALE;
  const { t } = useLingui();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const data = isRouteErrorResponse(error) ? (error.data as PageErrorData | undefined) : undefined;
  if (!isRouteErrorResponse(error)) console.error(error);

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
      message = t`Une erreur inattendue est survenue.`;
  }
  return (
    <>
      <title>{title}</title>
      <meta name="robots" content="noindex" />
      <main id="main" className="error-page" data-status={status}>
        <div className="error-block">
          <h1>{title}</h1>
          <p>{message}</p>
          {data?.detail && <pre className="error-block__detail">{data.detail}</pre>}
          {status === 403 ? (
            <a className="button" href={location.pathname + location.search}>
              {t`Rafraîchir la page`}
            </a>
          ) : (
            <a className="button" href={`/${locale}`}>
              {t`Aller à la page d’accueil`}
            </a>
          )}
        </div>
      </main>
    </>
  );
}
