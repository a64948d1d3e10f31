import type { RouteObject } from 'react-router';
import { ErrorPage } from './page/ErrorPage';
import { notFoundLoader, pageLoader, rootIndexLoader } from './page/loaders';
import { PageRoute } from './page/PageRoute';
import { Root } from './root/Root';

/**
 * The site's routes. Every page under /fr and /en (home, contact, properties, terms, privacy, blog,
 * blog posts, generic pages) is content fetched by path; the content backend answers each one.
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
          { id: 'page', path: ':locale/*', loader: pageLoader, Component: PageRoute },
          { path: '*', loader: notFoundLoader },
        ],
      },
    ],
  },
];
