import type { RouteObject } from 'react-router';
import { ErrorPage } from './page/ErrorPage';
import { keepPageOnOwnQuery, notFoundLoader, pageLoader, rootIndexLoader } from './page/loaders';
import { PageRoute } from './page/PageRoute';
import { qaGuardLoader } from './page/qa-guard';
import { Root } from './root/Root';

/** Markup of a QA page until its lazy code is there; the QA pages' server render starts the same. */
const QaLoading = () => <div className="qa-loading" aria-busy="true" />;

/**
 * The site's routes. Every page under /fr and /en (home, contact, properties, terms, privacy, blog,
 * blog posts, generic pages) is content fetched by path; the content backend answers each one.
 * QA routes (`/qa/...`) are loaded lazily (editor code never ships to visitors) and answer 404
 * unless configuration enables them.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: Root,
    children: [
      {
        ErrorBoundary: ErrorPage,
        children: [
          { index: true, loader: rootIndexLoader },
          {
            id: 'qa',
            path: 'qa',
            loader: qaGuardLoader,
            children: [
              // QA routes: one line each.
              {
                path: 'sections',
                lazy: () => import('../editor/sections/route'),
                HydrateFallback: QaLoading,
              },
              { path: 'parametres-generaux', lazy: () => import('../editor/settings/route') },
              { path: 'general-settings', lazy: () => import('../editor/settings/route') },
              { path: 'gallery', lazy: () => import('./qa-gallery/route') },
              { path: '*', loader: notFoundLoader },
            ],
          },
          {
            id: 'page',
            path: ':locale/*',
            loader: pageLoader,
            Component: PageRoute,
            shouldRevalidate: keepPageOnOwnQuery,
          },
          { path: '*', loader: notFoundLoader },
        ],
      },
    ],
  },
];
