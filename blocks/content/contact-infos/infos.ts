import { mapsDirectionsUrl } from '../../../ui/maps-link';
import { CONTACT_INFO_KEYS, type ContactInfoKey } from './schema';

export const isContactInfoKey = (key: string): key is ContactInfoKey =>
  (CONTACT_INFO_KEYS as readonly string[]).includes(key);

/** Where a contact value leads, if anywhere: phone and fax dial, email writes, address gives directions. */
export function contactHref(key: ContactInfoKey, value: string): string | undefined {
  switch (key) {
    case 'phone':
    case 'fax': {
      const digits = value.replace(/[^\d+]/g, '');
      return digits ? `tel:${digits}` : undefined;
    }
    case 'email':
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? `mailto:${value.trim()}` : undefined;
    case 'address':
      return mapsDirectionsUrl(value);
    case 'website':
      return /^https:\/\/[^\s]+$/i.test(value.trim()) ? value.trim() : undefined;
    default:
      return undefined;
  }
}
