import { checkLinkUrl } from '../../../ui/content/link-url';
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
    case 'website': {
      // Through the one link checker; a website is an https address on a real host name.
      const checked = checkLinkUrl(value);
      return checked.ok && checked.kind === 'external' && /^https:/i.test(checked.href)
        ? checked.href
        : undefined;
    }
    default:
      return undefined;
  }
}
