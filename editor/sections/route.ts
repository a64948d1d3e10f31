/** The lazy route module of `/qa/sections` (site/routes.ts). */
export { default as Component } from './SectionsPage';
