import type { Variant } from '../../engine/schemas';

/**
 * Background of each of the 15 variant colours. Shades are dark or light enough that the
 * text colour chosen by the dark-colour test reaches WCAG AA contrast (tested).
 */
export const VARIANT_COLOR_VALUES: Record<Variant['color'], string> = {
  red: '#c62828',
  pink: '#ad1457',
  purple: '#6a1b9a',
  'deep-purple': '#4527a0',
  indigo: '#283593',
  blue: '#1565c0',
  'light-blue': '#01579b',
  cyan: '#006064',
  teal: '#00695c',
  green: '#2e7d32',
  'light-green': '#33691e',
  lime: '#cddc39',
  amber: '#ffc107',
  orange: '#ffa726',
  brown: '#5d4037',
};
