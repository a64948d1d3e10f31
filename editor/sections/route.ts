/** The lazy route module of `/qa/sections` (site/routes.tsx). */
export { default as Component } from './SectionsPage';
