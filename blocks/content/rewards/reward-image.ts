import type { RewardIdent } from './schema';

/**
 * The SVG of an award: light artwork for light schemes, dark artwork on the inverted
 * scheme, and always the French file, whatever the page's locale.
 */
export function rewardImageUrl(ident: RewardIdent, colorScheme: string | undefined): string {
  const variant = colorScheme === 'inverted' ? 'dark' : 'light';
  return `/resources/rewards/${variant}/${ident}-fr.svg`;
}
