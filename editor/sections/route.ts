/** The lazy route module of `/qa/sections` (React Router `lazy`). */
export { default as Component } from './SectionsPage';
