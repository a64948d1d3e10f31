import type { QaPageName, QaRouteModule } from './routes';

/**
 * What only QA brings, loaded through this module: the QA routes' modules (one line each; see
 * site/routes.tsx) and edit mode's (site/page/PageRoute.tsx). What each of those imports (the
 * bundler's list of its files) is listed here, not in the client's entry that every public page
 * loads.
 */
export const QA_PAGES: Record<QaPageName, () => Promise<QaRouteModule>> = {
  sections: () => import('../editor/sections/route'),
  'parametres-generaux': () => import('../editor/settings/route'),
  'general-settings': () => import('../editor/settings/route'),
  gallery: () => import('./qa-gallery/route'),
};

export const loadEditMode = () => import('../editor/edit-mode');
