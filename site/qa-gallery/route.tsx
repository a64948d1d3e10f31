/** The lazy route module of `/qa/gallery` (QA only): every registered block's examples. */
export { default as Component } from './GalleryPage';
