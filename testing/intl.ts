/**
 * Intl separates digit groups, the $ sign and some words with (narrow) no-break spaces: tests
 * compare formatted text with plain spaces.
 */
export const plainSpaces = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');
