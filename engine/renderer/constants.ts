/** Lazy-display viewport margin. */
export const LAZY_DISPLAY_MARGIN = '25%';
