/**
 * A hero's title is the page's h1 when the hero opens the page; a hero further down (two heroes on
 * one page) titles its own section with an h2, so the page keeps a single h1.
 */
export const heroTitleTag = (index: number): 'h1' | 'h2' => (index === 0 ? 'h1' : 'h2');
