import GeneralSettingsPage from './GeneralSettingsPage';

/**
 * QA general settings route module (lazy, site/routes.tsx). The page's texts are in the editor catalog, which only
 * the browser loads: the server sends the loading shell, the title comes with the form.
 */
export function Component() {
  return (
    <>
      <meta name="robots" content="noindex, nofollow" />
      <link rel="icon" href="/resources/favicon.svg" type="image/svg+xml" />
      <GeneralSettingsPage />
    </>
  );
}
