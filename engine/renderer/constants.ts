/** Lazy-display viewport margin (spec 1 §9). */
export const LAZY_DISPLAY_MARGIN = '25%';
