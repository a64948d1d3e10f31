/** Directions to an address in the visitor's maps application, the address encoded. */
export const MAPS_DIRECTIONS_URL = 'https://www.google.com/maps/dir/?api=1&destination=';

export function mapsDirectionsUrl(address: string | readonly (string | null | undefined)[]): string {
  const text = typeof address === 'string' ? address : address.filter(Boolean).join(', ');
  return MAPS_DIRECTIONS_URL + encodeURIComponent(text.trim());
}
